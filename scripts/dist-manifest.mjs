// The Custom Elements Manifest as the package ships it (scripts/build-dist.mjs). The analyzer
// reads the elements' sources in www/, so its modules are www/ paths, which the package does not
// have, and it leaves out what its JSDoc reading cannot see: the properties' types (TypeScript's
// declarations have them), the tags' definitions (done by `define()` at run time) and which
// property reflects which attribute. Here the one module a page loads stands for them all.
import { readFileSync } from 'node:fs';

/** Attributes every HTML element has, with HTMLElement's own property (documented, not declared). */
const GLOBAL_ATTRIBUTES = ['lang'];

/**
 * @typedef {{ text: string }} Type
 * @typedef {{ kind: string, name: string, static?: boolean, privacy?: string, type?: Type, return?: { type?: Type },
 *   parameters?: unknown, attribute?: string, readonly?: boolean, description?: string,
 *   inheritedFrom?: { name: string, module?: string } }} Member
 * @typedef {{ name: string, fieldName?: string, type?: Type, description?: string }} Attribute
 * @typedef {{ name: string, type?: Type }} Event
 * @typedef {{ name: string, tagName?: string, members?: Member[], attributes?: Attribute[], events?: Event[],
 *   superclass?: { name: string, module?: string } }} Declaration
 * @typedef {{ kind: string, path: string, declarations?: Declaration[], exports?: unknown[] }} Module
 * @typedef {{ schemaVersion: string, readme?: string, modules: Module[] }} Manifest
 */

/**
 * @param {Manifest} manifest  as the analyzer wrote it, from www/'s modules
 * @param {string} entry  the package's module, relative to the package (`sudoku-stepper.js`)
 * @param {string} types  the declarations' folder (dist/types/), laid out as www/
 * @returns {Manifest}
 */
export function packageManifest(manifest, entry, types) {
  const eventTypes = readEventTypes(`${types}element/types.d.ts`);
  // A type the declarations name by an alias, spelled out: a tool reading the manifest sees the
  // strategies' names, not a name from a file it does not have.
  const strategies = readFileSync(`${types}engine/strategy-names.d.ts`, 'utf8').match(/export type StrategyName = ([^;]+);/)?.[1];
  if (!strategies) throw new Error(`no StrategyName in ${types}engine/strategy-names.d.ts`);
  /** @type {Record<string, string>} */
  const aliases = { StrategyName: strategies.replaceAll('"', "'") };
  /** Each class's module, whose declaration file declares it alone. */
  const modules = new Map(manifest.modules.flatMap((m) => (m.declarations ?? []).map((d) => [d.name, { module: m, declaration: d }])));
  /**
   * A class's members as declared, its superclass's included, and the class declaring each.
   * @param {string | undefined} name
   * @returns {Map<string, { type: string, from: string }>}
   */
  const declaredOf = (name) => {
    const found = modules.get(name);
    if (!found) return new Map();
    const own = declaredTypes(`${types}${found.module.path.replace(/^www\//, '').replace(/\.js$/, '.d.ts')}`);
    return new Map([...declaredOf(found.declaration.superclass?.name), ...[...own].map(([key, type]) => [key, { type, from: name }])]);
  };
  /** @type {Declaration[]} */
  const declarations = [];
  for (const module of manifest.modules) {
    for (const declaration of module.declarations ?? []) {
      declarations.push(declaration);
      const declared = declaredOf(declaration.name);
      // A user can reach no private (#) member: a sixth of the manifest's size.
      const members = (declaration.members ?? []).filter((m) => m.privacy !== 'private');
      // The analyzer keeps one member per name, so an instance accessor named like a static
      // one (`wasmUrl`) is lost; the declarations have both.
      for (const [key, { from }] of declared) {
        const [place, name] = key.split(' ');
        const same = members.filter((m) => m.name === name);
        if (same.length > 0 && !same.some((m) => Boolean(m.static) === (place === 'static'))) {
          members.push({
            kind: 'field',
            name,
            ...(place === 'static' ? { static: true } : {}),
            ...(from === declaration.name ? {} : { inheritedFrom: { name: from, module: module.path } }),
          });
        }
      }
      for (const member of members) {
        if (member.kind !== 'field') continue;
        const text = member.type?.text ?? member.return?.type?.text ?? declared.get(`${member.static ? 'static' : 'instance'} ${member.name}`)?.type;
        if (text) member.type = { text: text.replace(/(?:import\('[^']+'\)\.)?\b(\w+)\b/g, (_, name) => aliases[name] ?? name) };
        delete member.return;
        delete member.parameters;
      }
      for (const attribute of declaration.attributes ?? []) {
        const fieldName = attribute.name.replace(/-(\w)/g, (_, c) => c.toUpperCase());
        // A global attribute's property (`lang`) is HTMLElement's own, not a field the analyzer
        // sees: listed as inherited from it, so that a tool still finds the property and its type.
        if (GLOBAL_ATTRIBUTES.includes(attribute.name) && !members.some((m) => m.name === fieldName)) {
          members.push({ kind: 'field', name: fieldName, type: attribute.type, description: attribute.description, inheritedFrom: { name: 'HTMLElement' } });
        }
        const field = members.find((m) => m.kind === 'field' && !m.static && m.name === fieldName);
        if (!field) throw new Error(`<${declaration.tagName}>'s attribute ${attribute.name} has no property ${fieldName}`);
        attribute.fieldName = fieldName;
        field.attribute = attribute.name;
      }
      for (const event of declaration.events ?? []) {
        const detail = eventTypes.get(event.name);
        if (!detail) throw new Error(`the event ${event.name} has no detail type in www/element/types.js`);
        event.type = { text: `CustomEvent<${detail}>` };
      }
      declaration.members = members;
    }
  }
  // Every reference into www/ (a superclass, an inherited member) is to the one module now.
  const text = JSON.stringify(declarations).replace(/"module":"\/?www\/[^"]+"/g, `"module":"${entry}"`);
  /** @type {Declaration[]} */
  const inPackage = JSON.parse(text);
  const elements = inPackage.filter((d) => d.tagName);
  return {
    schemaVersion: manifest.schemaVersion,
    readme: manifest.readme,
    modules: [
      {
        kind: 'javascript-module',
        path: entry,
        declarations: inPackage,
        exports: [
          ...elements.map((d) => ({ kind: 'js', name: d.name, declaration: { name: d.name, module: entry } })),
          ...elements.map((d) => ({ kind: 'custom-element-definition', name: d.tagName, declaration: { name: d.name, module: entry } })),
        ],
      },
    ],
  };
}

/**
 * The types of a declaration file's properties and accessors, by `static NAME` or
 * `instance NAME` (tsc writes one per line; a type over several lines is joined).
 * @param {string} file
 * @returns {Map<string, string>}
 */
function declaredTypes(file) {
  const found = new Map();
  const text = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
  for (const m of text.matchAll(/^ {4}(static )?(?:readonly )?(?:get (\w+)\(\)|set (\w+)\(\w+|(\w+)): /gm)) {
    const key = `${m[1] ? 'static' : 'instance'} ${m[2] ?? m[3] ?? m[4]}`;
    // A setter's parameter gives the type only where there is no getter.
    if (!m[3] || !found.has(key)) found.set(key, readType(text, m.index + m[0].length, m[3] ? ')' : ';'));
  }
  return found;
}

/**
 * A type from where it starts to its end (`end` outside brackets), whitespace collapsed.
 * @param {string} text
 * @param {number} start
 * @param {';' | ')'} end
 */
function readType(text, start, end) {
  let depth = 0;
  for (let i = start; i < text.length; i++) {
    const c = text[i];
    if (c === end && depth === 0) return text.slice(start, i).replace(/\s+/g, ' ');
    if ('{(<['.includes(c)) depth++;
    else if ('})]'.includes(c) || (c === '>' && text[i - 1] !== '=')) depth--;
  }
  throw new Error(`no end to the type at ${text.slice(start, start + 40)}`);
}

/**
 * The events' `detail` types, from `SudokuEventDetails` in the declarations of types.js.
 * @param {string} file
 */
function readEventTypes(file) {
  const body = /export type SudokuEventDetails = \{([^}]*)\}/.exec(readFileSync(file, 'utf8'))?.[1];
  if (!body) throw new Error(`${file} declares no SudokuEventDetails`);
  return new Map([...body.matchAll(/'([\w-]+)': ([^;]+);/g)].map(([, name, type]) => [name, type.trim()]));
}
