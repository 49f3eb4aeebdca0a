// English's legend part at once, for the modules that draw it (as english.js does for the element
// part): a reader in English downloads it with them, in their chunk, and no more.
import legend from './catalogues/en/legend.js';
import { haveAtOnce } from './messages.js';

haveAtOnce('en', 'legend', legend);
