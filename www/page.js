// The demo page's settings come from its URL (CONTRACT.md); the element validates them.
const params = new URLSearchParams(location.search);
const el = /** @type {HTMLElement} */ (document.getElementById('stepper'));
for (const name of ['puzzle', 'strategy', 'speed', 'controls']) {
  const value = params.get(name);
  if (value != null) el.setAttribute(name, value);
}
if (['1', 'true', ''].includes(params.get('autoplay') ?? 'no')) el.setAttribute('autoplay', '');
