// English's element part at once, for the modules that draw or say something before any
// catalogue could load (the views, the models, the pages): importing this module puts it into
// ENGLISH. The elements' shell does not import it, so an element far from the screen downloads
// no catalogue.
import element from './catalogues/en/element.js';
import { haveAtOnce } from './messages.js';

haveAtOnce('en', 'element', element);
