// "Open in full page": a link under the element to the demo page that the `open-link` attribute
// names (model/openlink.js), at the element's state: puzzle (edits included), strategy,
// parameters, speed, panels, theme and step, as the demo page reads them from its URL (url.js).
// No link without the attribute: a copy of dist/ has no demo page beside it.
import { h, setAttr, setHidden } from '../dom.js';
import { pageAt, parseOpenLink } from '../model/openlink.js';
import { paramsOf } from '../url.js';

/** What brings the address up to date just before it is used (followed, copied, read out). */
const USES = ['pointerenter', 'focus', 'click', 'auxclick', 'contextmenu'];

/** The link's words (read by people: the one place they are). */
const TEXT = 'Open in full page';

export class OpenLink {
  /**
   * @param {HTMLElement & { board: string, panels: string, stats: { steps: number } }} host
   * @param {HTMLElement} place  where the link goes (at its end)
   */
  constructor(host, place) {
    this.host = host;
    this.link = h('a', { part: 'open-link', target: '_blank', rel: 'noopener', text: TEXT });
    this.box = h('p', { class: 'open-link', hidden: true }, this.link);
    place.append(this.box);
    /** The attribute's text last read, and the page it names. @type {string | null} */
    this.text = null;
    /** @type {string | null} */
    this.page = null;
    this.refresh = () => this.update(false);
  }

  /** @param {boolean} on */
  listen(on) {
    for (const type of USES) this.link[on ? 'addEventListener' : 'removeEventListener'](type, this.refresh);
  }

  /**
   * Shows the link while the attribute names a page; its address follows the state, though not
   * on every frame of a running search (the uses above catch up before it is followed).
   * @param {boolean} running
   */
  update(running) {
    const text = this.host.getAttribute('open-link');
    if (text !== this.text || this.page === null) {
      this.text = text;
      // A bad value is said by the attribute's check (attributes.js); here it is no link.
      const read = parseOpenLink(text, document.baseURI);
      this.page = 'value' in read ? read.value : null;
    }
    setHidden(this.box, this.page == null);
    if (this.page == null || running) return;
    const params = paramsOf(this.host);
    // The full page shows its full interface, in a page of its own.
    params.delete('controls');
    params.delete('presenter');
    setAttr(this.link, 'href', pageAt(this.page, params));
  }
}
