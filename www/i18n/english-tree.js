// English's tree part at once, for the modules that draw it (as english.js does for the element
// part): a reader in English downloads it with them, in their chunk, and no more.
import tree from './catalogues/en/tree.js';
import { haveAtOnce } from './messages.js';

haveAtOnce('en', 'tree', tree);
