// The hosts a blogger puts the elements in (issue 36): a copy of dist/ in an Eleventy 3 site,
// built with a Markdown+Liquid post and a Nunjucks post that hold the element as the package
// README writes it, served, and run; no file of dist/ that a site generator reads holds a
// template delimiter; the docs' snippets are what the demo page's copy buttons give; and the
// package installs without a registry, as the README says (npm pack, then the tarball).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { PHONE, ROOT, htmlPage, serveStatic, suite } from './harness.mjs';

const DIST = `${ROOT}dist/`;
/** What opens a tag in Liquid (`{{`, `{%`), Nunjucks (also `{#`) and Hugo (`{{`). */
const DELIMITER = /\{[{%#]/;
/**
 * The files a generator renders as templates: Eleventy's default formats and Hugo's content
 * formats, by name; Jekyll renders any file that opens with front matter.
 */
const TEMPLATE_FILE = /\.(md|markdown|html?|liquid|njk|hbs|mustache|ejs|haml|pug|webc|11ty\.[cm]?js|adoc|org|rst|pandoc)$/;
const FRONT_MATTER = /^---\r?\n/;

/** The docs that show the snippets, and dist/README.md, which is made from two of them. */
const DOCS = ['README.md', 'docs/element.md', 'docs/package-readme.md', 'dist/README.md'];
const read = (/** @type {string} */ path) => readFileSync(`${ROOT}${path}`, 'utf8');
/** The ```html blocks of a Markdown file, unindented. @param {string} markdown */
const htmlBlocks = (markdown) =>
  [...markdown.matchAll(/^( *)```html\n([\s\S]*?)^\1```$/gm)].map(([, indent, code]) => code.replace(new RegExp(`^${indent}`, 'gm'), '').trim());
/** One space for every run of white space: a tag written over two lines is the same tag. */
const squeeze = (/** @type {string} */ html) => html.replace(/\s+/g, ' ').trim();
/** The package README's own snippet (its Install section's first HTML block). */
const readmeSnippet = () => htmlBlocks(read('dist/README.md').split('## Install')[1] ?? '')[0] ?? '';

test('no file in dist/ that a site generator renders holds a Liquid, Nunjucks or Hugo delimiter', () => {
  const files = readdirSync(DIST, { recursive: true, encoding: 'utf8' }).filter((name) => !name.endsWith('.wasm') && statSync(join(DIST, name)).isFile());
  const rendered = files.filter((name) => TEMPLATE_FILE.test(name) || FRONT_MATTER.test(readFileSync(join(DIST, name), 'utf8')));
  assert.ok(rendered.includes('README.md'), `README.md is one of them: ${rendered}`);
  for (const name of rendered) {
    const text = readFileSync(join(DIST, name), 'utf8');
    const at = text.search(DELIMITER);
    assert.equal(at, -1, `dist/${name} holds ${JSON.stringify(text.slice(Math.max(0, at - 40), at + 40))}`);
  }
});

suite(
  'hosts: Eleventy, the copy buttons, an install from the tarball',
  ({ server, open, openPhone }) => {
    test('dist/ copied into an Eleventy site builds, and the element in a Liquid and a Nunjucks post runs', async () => {
      const dir = mkdtempSync(join(tmpdir(), 'sudoku-eleventy-'));
      const site = await serveStatic({ mounts: { '/': join(dir, '_site') } });
      try {
        // As docs/element.md says: the folder in the site's input folder, passed through.
        cpSync(DIST, join(dir, 'sudoku-stepper'), { recursive: true });
        writeFileSync(join(dir, 'eleventy.config.mjs'), "export default (config) => { config.addPassthroughCopy('sudoku-stepper'); };\n");
        mkdirSync(join(dir, '_includes'));
        mkdirSync(join(dir, 'posts'));
        writeFileSync(
          join(dir, '_includes', 'post.liquid'),
          htmlPage('{{ title }}', '', '<h1>{{ title | upcase }}</h1>\n{{ content }}').replace('<html lang="en">', '<html lang="{{ lang }}">'),
        );
        const snippet = readmeSnippet();
        assert.match(snippet, /<script type="module" src="\/sudoku-stepper\/sudoku-stepper\.js"><\/script>/);
        writeFileSync(
          join(dir, 'posts', 'liquid.md'),
          `---\ntitle: In Liquid\nlayout: post.liquid\nlang: en\n---\n{% assign figure = "A search" %}\n*{{ figure }}, step by step:*\n\n${snippet}\n`,
        );
        writeFileSync(
          join(dir, 'posts', 'nunjucks.njk'),
          `---\ntitle: In Nunjucks\n---\n{% set heading = title | upper %}{# a comment #}${htmlPage('{{ title }}', '', `<h1>{{ heading }}</h1>\n${snippet}`)}`,
        );
        execFileSync(`${ROOT}node_modules/.bin/eleventy`, ['--quiet'], { cwd: dir, stdio: 'pipe' });

        for (const [post, heading] of [
          ['liquid', 'IN LIQUID'],
          ['nunjucks', 'IN NUNJUCKS'],
        ]) {
          const html = readFileSync(join(dir, '_site', 'posts', post, 'index.html'), 'utf8');
          assert.ok(html.includes(`<h1>${heading}</h1>`), `the ${post} post went through its template engine`);
          const page = await open(`${site.url}posts/${post}/index.html`);
          const [before, after] = await page.locator('sudoku-stepper').evaluate(async (el) => {
            el.pause();
            const at = el.stats.steps;
            return [at, (await el.step(3)).steps];
          });
          assert.equal(after, before + 3, `the element in the ${post} post steps`);
          await page.close();
        }

        // The package README is a page of the site too, and shows the Hugo recipe as written.
        const hugo = /```go-html-template\n([\s\S]*?)^ *```$/m.exec(read('docs/element.md'))?.[1] ?? '';
        assert.match(hugo, /\{\{ \$js := resources\.Get/);
        // Built without a layout, it is a fragment: shown in a page with an icon (no /favicon.ico).
        site.put('/readme.html', htmlPage('README', '', readFileSync(join(dir, '_site', 'sudoku-stepper', 'README', 'index.html'), 'utf8')));
        const readme = await open(`${site.url}readme.html`, undefined, { ready: false });
        const shown = await readme.locator('pre', { hasText: 'resources.Get' }).textContent();
        assert.equal(shown, hugo.replace(/^ {4}/gm, '').trimEnd());
        await readme.close();
      } finally {
        await site.stop();
        rmSync(dir, { recursive: true, force: true });
      }
    });

    /**
     * What the demo page's button `kind` copies with the settings `query` in its URL, with this
     * server's address as `https://…/`, the docs' stand-in for wherever www/ is served.
     * @param {string} query
     * @param {'embed' | 'iframe'} kind
     */
    const copied = async (query, kind) => {
      const page = await open(`${server.url}index.html?${query}`);
      await page.click(`button[data-copy="${kind}"]`);
      const text = await page.locator('#snippet').inputValue();
      await page.close();
      return text.replaceAll(server.url, 'https://…/');
    };

    test("every iframe snippet in the docs is what the demo page's Copy iframe code gives", async () => {
      let checked = 0;
      for (const doc of DOCS) {
        for (const block of htmlBlocks(read(doc)).filter((b) => b.startsWith('<iframe'))) {
          const src = /src="https:\/\/…\/embed\.html\?([^"]*)"/.exec(block)?.[1];
          assert.ok(src, `${doc}: ${block}`);
          assert.equal(block, await copied(src.replaceAll('&amp;', '&'), 'iframe'), doc);
          checked++;
        }
      }
      assert.ok(checked >= 2, 'the README and docs/element.md show one each');
    });

    test("every element snippet in the docs is what the demo page's Copy embed code gives, from a copy of dist/", async () => {
      let checked = 0;
      for (const doc of DOCS) {
        for (const block of htmlBlocks(read(doc)).filter((b) => /^<sudoku-stepper puzzle="[^"…]+"/m.test(b))) {
          const attributes = Object.fromEntries(
            [...(/<sudoku-stepper([^>]*)>/.exec(block)?.[1].matchAll(/([\w-]+)="([^"]*)"/g) ?? [])].map(([, k, v]) => [k, v]),
          );
          const query = new URLSearchParams();
          for (const [name, value] of Object.entries(attributes))
            query.set(name === 'at-step' ? 'step' : name, name === 'panels' ? value.replace(/ /g, ',') : value);
          const folder = /<script type="module" src="([^"]*)sudoku-stepper\.js">/.exec(block)?.[1] ?? '';
          // The demo page points the module at its own dist/ and the open link at itself; a copy
          // of dist/ on a blog is where the snippet says, with no demo page beside it.
          const expected = (await copied(String(query), 'embed')).replaceAll('https://…/dist/', folder).replace(/ open-link="[^"]*"/, '');
          const ours = block.replace(/<sudoku-compare[\s\S]*?<\/sudoku-compare>/g, '');
          assert.equal(squeeze(ours), squeeze(expected), doc);
          checked++;
        }
      }
      assert.ok(checked >= 4, 'the README, docs/element.md, the package README and dist/README.md show one each');
    });

    test("the README's iframe fits a 375 px phone", async () => {
      const block = htmlBlocks(read('README.md')).find((b) => b.startsWith('<iframe')) ?? '';
      const site = await serveStatic();
      try {
        site.put(
          '/post.html',
          htmlPage(
            'phone',
            '<meta name="viewport" content="width=device-width, initial-scale=1">',
            `<p>A figure:</p>\n${block.replace('https://…/', server.url)}`,
          ),
        );
        const page = await openPhone(`${site.url}post.html`, { ready: false });
        // Against the phone's width: a mobile browser widens the layout viewport to what overflows it.
        const viewport = PHONE.viewport.width;
        const { frame, scroll } = await page.evaluate(() => ({
          frame: document.querySelector('iframe')?.getBoundingClientRect().right ?? Infinity,
          scroll: document.documentElement.scrollWidth,
        }));
        assert.ok(frame <= viewport && scroll <= viewport, `the frame ends at ${frame} px, the page is ${scroll} px wide, the phone ${viewport} px`);
        await page.frameLocator('iframe').locator('sudoku-stepper').waitFor();
        await page.close();
      } finally {
        await site.stop();
      }
    });
  },
  { timeout: 15_000 },
);

test('npm pack as the README says gives a tarball that installs offline, resolves and bundles without a warning', async () => {
  const readme = read('dist/README.md');
  const dir = mkdtempSync(join(tmpdir(), 'sudoku-install-'));
  try {
    assert.match(readme, /npm pack --pack-destination \/path\/to\/project/);
    const tarball =
      execFileSync('npm', ['pack', '--offline', '--silent', '--pack-destination', dir], { cwd: DIST, encoding: 'utf8' }).trim().split('\n').pop() ?? '';
    // Every doc names the file npm pack writes (the version is in it).
    for (const doc of DOCS) for (const [named] of read(doc).matchAll(/sudoku-stepper-[\d.]+\.tgz/g)) assert.equal(named, tarball, doc);
    assert.ok(readme.includes(`npm install ./${tarball}`), `the README installs ./${tarball}`);
    writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'blog', private: true, type: 'module' }));
    execFileSync('npm', ['install', '--offline', '--no-audit', '--no-fund', '--silent', `./${tarball}`], { cwd: dir, stdio: 'pipe' });
    const installed = join(dir, 'node_modules', 'sudoku-stepper');
    const resolved = execFileSync(process.execPath, ['--input-type=module', '-e', "console.log(import.meta.resolve('sudoku-stepper'))"], {
      cwd: dir,
      encoding: 'utf8',
    }).trim();
    assert.equal(resolved, pathToFileURL(join(installed, 'sudoku-stepper.js')).href);

    writeFileSync(join(dir, 'main.js'), "import 'sudoku-stepper';\n");
    const out = await build({
      entryPoints: [join(dir, 'main.js')],
      absWorkingDir: dir,
      bundle: true,
      format: 'esm',
      outdir: join(dir, 'assets'),
      write: false,
      metafile: true,
      logLevel: 'silent',
    });
    assert.deepEqual(
      out.warnings.map((w) => w.text),
      [],
      'esbuild bundles the installed package without a warning',
    );
    assert.ok(Object.keys(out.metafile.inputs).includes('node_modules/sudoku-stepper/sudoku-stepper.js'), 'from node_modules');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
