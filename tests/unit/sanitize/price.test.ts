import { describe, expect, it } from 'vitest';
import { priceText, sanitizePriceHtml } from '@/lib/sanitize/price';

describe('sanitizePriceHtml', () => {
  it('keeps the inline markup prices use', () => {
    expect(sanitizePriceHtml('$99<small>/month</small>')).toBe('$99<small>/month</small>');
    expect(sanitizePriceHtml('<s>$120</s> <strong>$99</strong>')).toBe('<s>$120</s> <strong>$99</strong>');
  });

  it('drops a script element and its text', () => {
    const out = sanitizePriceHtml('$20<script>alert("x")</script>');
    expect(out).toBe('$20');
    expect(out).not.toMatch(/script|alert/i);
  });

  it('drops event handlers, styles and classes from allowed tags', () => {
    const out = sanitizePriceHtml('<span onclick="steal()" style="color:red" class="x">$20</span>');
    expect(out).toBe('<span>$20</span>');
  });

  it('drops tags outside the allow-list, such as an image with onerror or a link', () => {
    const out = sanitizePriceHtml('$20<img src=x onerror="alert(1)"><a href="javascript:alert(1)">deal</a>');
    expect(out).toBe('$20deal');
    expect(out).not.toMatch(/onerror|javascript:|<img|<a/i);
  });

  it('survives broken markup without letting a handler through', () => {
    const out = sanitizePriceHtml('<small onmouseover=alert(1)>/mo<svg onload=alert(1)>');
    expect(out).not.toMatch(/on(mouseover|load)|<svg/i);
    expect(out).toContain('/mo');
  });
});

describe('priceText', () => {
  it('turns a price into plain words', () => {
    expect(priceText('$10.5k<small> / user / year</small>')).toBe('$10.5k / user / year');
  });
});
