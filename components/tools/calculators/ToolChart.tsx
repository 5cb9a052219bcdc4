'use client';

import { useEffect, useRef, useState } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { money } from '@/lib/kit/numbers';
import type { ChartView } from '@/lib/tools/view';
import styles from './island.module.css';

const COLORS = { brand: '#4f46e5', accent: '#6d28d9', teal: '#0f766e', amber: '#d97706' } as const;

function compactMoney(value: number): string {
  const size = Math.abs(value);
  if (size >= 1e9) return `$${(value / 1e9).toFixed(size >= 1e10 ? 0 : 1)}B`;
  if (size >= 1e6) return `$${(value / 1e6).toFixed(size >= 1e7 ? 0 : 1)}M`;
  if (size >= 1e3) return `$${(value / 1e3).toFixed(size >= 1e4 ? 0 : 1)}k`;
  return `$${Math.round(value)}`;
}

/** For stacked bars each series is drawn as the running total, the first series on top of the pile last. */
function seriesData(chart: ChartView): number[][] {
  if (chart.kind !== 'stacked') return chart.series.map((series) => [...series.values]);
  const totals: number[][] = [];
  chart.series.forEach((series, index) => {
    totals.push(series.values.map((value, i) => value + (index ? (totals[index - 1]?.[i] ?? 0) : 0)));
  });
  return totals;
}

/**
 * The result's chart, drawn with uPlot (canvas). It is a picture for sighted visitors: the figures
 * themselves are in the table next to it, which the label points to.
 */
export default function ToolChart({ chart }: { chart: ChartView }) {
  const box = useRef<HTMLDivElement>(null);
  const [readout, setReadout] = useState<string>('');

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const stacked = chart.kind === 'stacked';
    const data = seriesData(chart);
    // Stacked bars are drawn tallest (the running total) first so each lower part paints over it.
    const order = stacked
      ? chart.series.map((_, index) => chart.series.length - 1 - index)
      : chart.series.map((_, i) => i);
    const bars = uPlot.paths.bars?.({ size: [0.7, 48] });
    const options: uPlot.Options = {
      width: Math.max(280, element.clientWidth),
      height: element.clientWidth < 520 ? 240 : 320,
      legend: { show: false },
      cursor: { y: false, points: { show: !stacked } },
      scales: {
        x: { time: false },
        y: { range: (_u, min, max) => [Math.min(0, min), max > 0 ? max * 1.05 : 1] },
      },
      axes: [
        {
          stroke: '#4b5563',
          grid: { show: false },
          ticks: { stroke: '#e5e7eb' },
          values: (_u, ticks) => ticks.map((t) => (Number.isInteger(t) ? String(t) : '')),
        },
        {
          stroke: '#4b5563',
          grid: { stroke: '#eef0f3' },
          ticks: { show: false },
          size: 60,
          values: (_u, ticks) => ticks.map(compactMoney),
        },
      ],
      series: [
        { label: chart.xLabel },
        ...order.map((index) => {
          const series = chart.series[index]!;
          const color = COLORS[series.color];
          return stacked
            ? {
                label: series.label,
                stroke: color,
                fill: color,
                width: 0,
                paths: bars,
                points: { show: false },
              }
            : { label: series.label, stroke: color, width: 2.5, points: { show: false } };
        }),
      ],
      hooks: {
        setCursor: [
          (u) => {
            const i = u.cursor.idx;
            if (i === null || i === undefined) return setReadout('');
            const parts = chart.series.map(
              (series) => `${series.label} ${money(series.values[i] ?? 0, { whole: true })}`,
            );
            setReadout(`${chart.xLabel} ${chart.x[i]}: ${parts.join(' · ')}`);
          },
        ],
      },
    };
    const plot = new uPlot(options, [[...chart.x], ...order.map((index) => data[index]!)], element);
    const resize = new ResizeObserver(() => {
      const width = Math.max(280, element.clientWidth);
      plot.setSize({ width, height: width < 520 ? 240 : 320 });
    });
    resize.observe(element);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [chart]);

  const first = chart.x[0];
  const last = chart.x[chart.x.length - 1];
  return (
    <div>
      <ul className={styles.legend} aria-hidden="true">
        {chart.series.map((series) => (
          <li key={series.label}>
            <span className={styles.swatch} style={{ background: COLORS[series.color] }} />
            {series.label}
          </li>
        ))}
      </ul>
      <div
        ref={box}
        className={styles.chart}
        role="img"
        aria-label={`${chart.title}, ${chart.xLabel.toLowerCase()} ${first} to ${last}: ${chart.series.map((s) => s.label).join(' and ')}. The figures are in the table below.`}
      />
      <p className={styles.readout} aria-hidden="true">
        {readout || `Point at the chart to read each ${chart.xLabel.toLowerCase()}’s figures.`}
      </p>
    </div>
  );
}
