import { readQuery } from './url-state';

/**
 * First paint of a shared link (`/tools/loan-payment-calculator/?amount=18000&rate=4.9`).
 *
 * The page is built with the default inputs and their result, and the island only reads the address
 * once it has hydrated, which on a slow phone is seconds after the page shows. Without help the
 * visitor first sees (and a screen reader may read) the default figure. So the island's server HTML
 * carries the small script below, right after its inputs and before its result. It runs while the
 * page is parsed, before anything paints, and
 * - writes the query's values into the inputs it can fill (text boxes, selects, switches, radios),
 * - marks the island root `data-query-pending="result"`, which CSS turns into a neutral
 *   "Calculating…" in place of the result, or `"all"` when the inputs themselves cannot be shown
 *   as the link asks (a list of rows, a converter opened the other way round).
 * The island takes over at hydration and drops the mark once its result is the link's.
 *
 * A page whose result depends on the visitor's date (an age, a Social Security claiming age) was
 * built for the build's date. Its script carries that date (`data-built-on`); on a later day in the
 * visitor's calendar it holds the result the same way, with or without a query, and writes the
 * visitor's date into the "today" date boxes (`data-today`) that the query does not set, so the
 * build's figures are never shown as the visitor's.
 *
 * It is one constant text, so one CSP hash covers every page (scripts/security adds it per page);
 * what differs per island travels in the script element's data attributes.
 */
export const QUERY_PENDING = 'data-query-pending';
export const QUERY_ROOT = 'data-query-root';

export type HoldMode = 'result' | 'all';

/*
 * data-prefix: the island's id prefix (a field's control is `<prefix>-<key>`, or radios named so);
 * data-keys: the keys it may fill; data-hold: `key` or `key=value` that hold the inputs back too;
 * data-built-on: the date (`YYYY-MM-DD`) a date-dependent result was built for; data-today: the keys
 * of date boxes that default to today.
 * A key counts once, by its first value, and text is cut at 5000 characters, as decodeValues does.
 */
export const QUERY_PAINT_SCRIPT =
  '(function(s){var q=location.search,r=s&&s.closest("[' +
  QUERY_ROOT +
  ']");if(!r)return;' +
  'var p=s.getAttribute("data-prefix")+"-",keys=(s.getAttribute("data-keys")||"").split(" "),' +
  'hold=(s.getAttribute("data-hold")||"").split(" "),b=s.getAttribute("data-built-on"),seen={},mode="";' +
  // The visitor's local date, as lib/kit/dates.ts todayIso writes it.
  'if(b){var n=new Date(),z=function(x){return(x<10?"0":"")+x},' +
  't=n.getFullYear()+"-"+z(n.getMonth()+1)+"-"+z(n.getDate());' +
  'if(t!==b){mode="result";(s.getAttribute("data-today")||"").split(" ").forEach(function(k){' +
  'var el=k&&document.getElementById(p+k);if(el)el.value=t})}}' +
  'function d(t){try{return decodeURIComponent(t.replace(/\\+/g," "))}catch(e){return t}}' +
  'if(q)q.slice(1).split("&").forEach(function(part){' +
  'var i=part.indexOf("="),k=d(i<0?part:part.slice(0,i)),v=d(i<0?"":part.slice(i+1)).slice(0,5000);' +
  'if(!k||seen["~"+k])return;seen["~"+k]=1;' +
  'if(hold.indexOf(k)>-1||hold.indexOf(k+"="+v)>-1){mode="all";return}' +
  'if(keys.indexOf(k)<0)return;if(!mode)mode="result";' +
  'var el=document.getElementById(p+k);' +
  'if(!el){var g=document.getElementsByName(p+k);for(var j=0;j<g.length;j++)if(g[j].value===v)g[j].checked=true;return}' +
  'if(el.type==="checkbox")el.checked=v==="1"||v==="true";' +
  'else if(el.tagName!=="SELECT"||[].some.call(el.options,function(o){return o.value===v}))el.value=v})' +
  ';if(mode)r.setAttribute("' +
  QUERY_PENDING +
  '",mode)})(document.currentScript)';

/** Whether an address holds any of these keys: then the page's built result is not the one it asks for. */
export function queryHasAny(search: string, keys: readonly string[]): boolean {
  if (!search) return false;
  const query = readQuery(search);
  return keys.some((key) => query.has(key));
}
