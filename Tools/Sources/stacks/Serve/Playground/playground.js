'use strict';
const $ = (id) => document.getElementById(id);
const page = { version: 0, shown: 0, ok: true, editorDirty: false, cells: [], refreshing: null, again: false, rightToLeftLanguages: [] };

function list(text) { return text.split(',').map((item) => item.trim()).filter((item) => item.length > 0); }

// Every combination the controls ask for: a row per direction, locale and text size, a
// column per width.
function combinations() {
  const widths = list($('widths').value).filter((width) => Number(width) > 0);
  const sizes = [...$('sizes').selectedOptions].map((option) => option.value);
  const locales = list($('locales').value);
  const directions = ['ltr', 'rtl'].filter((direction) => $('dir-' + direction).checked);
  const result = [];
  for (const direction of directions.length ? directions : ['ltr']) {
    for (const locale of locales.length ? locales : ['']) {
      for (const size of sizes.length ? sizes : ['large']) {
        for (const width of widths.length ? widths : ['375']) {
          result.push({ width, contentSize: size, locale, direction });
        }
      }
    }
  }
  return { widths: widths.length ? widths.length : 1, list: result };
}

function query(combination, extra) {
  const parameters = new URLSearchParams();
  parameters.set('width', combination.width);
  parameters.set('contentSize', combination.contentSize);
  if (combination.locale) parameters.set('locale', combination.locale);
  parameters.set('direction', combination.direction);
  for (const [key, value] of Object.entries(extra || {})) parameters.set(key, value);
  return parameters.toString();
}

// The direction a picture is drawn in: a right-to-left locale decides it whatever the
// direction asked (the server's list of right-to-left languages, from /state).
function direction(combination) {
  const locale = combination.locale || '';
  const language = locale.split(/[-_]/)[0];
  if (locale === 'pseudo-rtl' || page.rightToLeftLanguages.includes(language)) return 'rtl';
  return combination.direction;
}

function label(combination) {
  return [combination.width + ' pt', combination.contentSize, combination.locale || null, direction(combination)]
    .filter((part) => part).join(' · ');
}

// "1 error", "2 errors".
function count(n, noun) { return n + ' ' + noun + (n === 1 ? '' : 's'); }

// Layout numbers as a designer reads them: 142.171875 pt is 142.2 pt.
function readable(text) { return text.replace(/\d+\.\d{2,}/g, (number) => String(Math.round(Number(number) * 10) / 10)); }

// Fetches a picture and swaps it in once it has arrived; on failure the old picture
// stays and the message shows under it.
async function loadPicture(img, url, errorBox) {
  const response = await fetch(url, { cache: 'no-store' });
  if (!response.ok) {
    errorBox.textContent = await response.text();
    return false;
  }
  const blob = await response.blob();
  const objectURL = URL.createObjectURL(blob);
  await new Promise((resolve) => { img.onload = resolve; img.onerror = resolve; img.src = objectURL; });
  if (img.dataset.objectUrl) URL.revokeObjectURL(img.dataset.objectUrl);
  img.dataset.objectUrl = objectURL;
  img.dataset.query = url;
  errorBox.textContent = '';
  return true;
}

// The arrangement of each button stack and the variant of each adaptive stack, with
// `stacks explain`'s reasons as the hover text.
async function loadModes(combination, modes, cell) {
  const [framesResponse, explainResponse] = await Promise.all([
    fetch('frames?' + query(combination), { cache: 'no-store' }),
    fetch('explain?' + query(combination), { cache: 'no-store' }),
  ]);
  if (!framesResponse.ok) return;
  const frames = await framesResponse.json();
  const reasons = {};
  if (explainResponse.ok) {
    for (const section of (await explainResponse.text()).trim().split('\n\n')) {
      const match = section.match(/^(buttons|stack) (\S+) /);
      if (match) reasons[match[2]] = section;
    }
  }
  if (cell) cell.frames = frames;
  modes.replaceChildren();
  for (const node of frames.nodes) {
    let text = null;
    if (node.mode) text = node.id + ': ' + node.mode;
    else if ('variant' in node) text = node.id + ': ' + (node.variant === null ? 'own properties' : 'variant ' + node.variant);
    if (!text) continue;
    const item = document.createElement('li');
    item.textContent = text;
    item.dataset.node = node.id;
    if (reasons[node.id]) item.title = readable(reasons[node.id]);
    modes.append(item);
  }
}

function buildGrid() {
  const { widths, list: wanted } = combinations();
  const grid = $('grid');
  grid.style.gridTemplateColumns = 'repeat(' + widths + ', max-content)';
  grid.replaceChildren();
  page.cells = wanted.map((combination) => {
    const figure = document.createElement('figure');
    figure.className = 'cell';
    figure.dataset.combination = label(combination);
    figure.innerHTML = '<div class="picture"><img alt=""><div class="outlines"></div></div>'
      + '<figcaption><span class="label"></span><ul class="modes"></ul><div class="cell-error"></div></figcaption>';
    figure.querySelector('.label').textContent = label(combination);
    figure.querySelector('img').alt = 'the document at ' + label(combination);
    figure.querySelector('img').style.width = combination.width + 'px';
    grid.append(figure);
    return { combination, figure, frames: null };
  });
}

async function refreshCell(cell) {
  const img = cell.figure.querySelector('img');
  const errorBox = cell.figure.querySelector('.cell-error');
  const debug = $('debug').checked ? { debug: '1' } : {};
  await Promise.all([
    loadPicture(img, 'render.svg?' + query(cell.combination, debug), errorBox),
    loadModes(cell.combination, cell.figure.querySelector('.modes'), cell),
  ]);
}

let liveBusy = false, liveAgain = false;
async function refreshLive() {
  if (liveBusy) { liveAgain = true; return; }
  liveBusy = true;
  do {
    liveAgain = false;
    const width = $('slider').value;
    $('live-width').textContent = width;
    const first = combinations().list[0];
    const combination = { ...first, width };
    const img = $('live');
    img.style.width = width + 'px';
    const debug = $('debug').checked ? { debug: '1' } : {};
    await Promise.all([
      loadPicture(img, 'render.svg?' + query(combination, debug), $('live-error')),
      loadModes(combination, $('live-modes'), null),
    ]);
    img.dataset.width = width;
  } while (liveAgain);
  liveBusy = false;
}

// Each picture is audited in its own combination, so a finding is outlined in every
// picture where it holds (a title truncated at 320 and at 414 pt in German is outlined in
// both); the list shows each problem once, with the pictures it holds in.
async function refreshAudit() {
  const findings = $('findings');
  // The grid may be rebuilt while the answers come: these cells are the ones audited.
  const cells = page.cells;
  await Promise.all(cells.map(async (cell) => {
    try {
      const response = await fetch('audit?' + query(cell.combination), { cache: 'no-store' });
      cell.findings = response.ok ? (await response.json()).findings : [];
    } catch (error) {
      cell.findings = [];
    }
  }));
  findings.replaceChildren();
  for (const outlines of document.querySelectorAll('.outlines')) outlines.replaceChildren();
  const problems = new Map();
  if (cells !== page.cells) return;
  for (const cell of cells) {
    for (const finding of cell.findings || []) {
      const where = finding.location;
      // One problem in several pictures, with other figures, is one fingerprint: listed once.
      const key = finding.fingerprint;
      if (!problems.has(key)) problems.set(key, { finding, places: [] });
      problems.get(key).places.push(label(cell.combination));
      const node = cell.frames && cell.frames.nodes.find((n) => n.id === (where.button || where.node));
      if (!node) continue;
      const size = cell.frames.size;
      const box = document.createElement('div');
      box.className = 'outline ' + finding.severity;
      box.title = finding.ruleId + ': ' + readable(finding.message);
      box.style.left = (100 * node.frame.x / size.width) + '%';
      box.style.top = (100 * node.frame.y / size.height) + '%';
      box.style.width = (100 * node.frame.width / size.width) + '%';
      box.style.height = (100 * node.frame.height / size.height) + '%';
      cell.figure.querySelector('.outlines').append(box);
    }
  }
  const counts = { error: 0, warning: 0, note: 0 };
  for (const { finding, places } of problems.values()) {
    counts[finding.severity] = (counts[finding.severity] || 0) + 1;
    const where = finding.location;
    const item = document.createElement('li');
    item.className = finding.severity;
    item.dataset.places = String(places.length);
    item.textContent = finding.severity + ' [' + finding.ruleId + '] ' + readable(finding.message) + ' — ' + where.path
      + (where.line ? ' (line ' + where.line + ', column ' + where.column + ')' : '')
      + ' · ' + (places.length === cells.length && places.length > 1 ? 'every picture' : places.join('; '));
    findings.append(item);
  }
  $('audit-summary').textContent = problems.size
    ? '— ' + count(counts.error, 'error') + ', ' + count(counts.warning, 'warning') + ', ' + count(counts.note, 'note')
    : '— no findings';
}

// Brings every picture up to the document's current version; one refresh at a time,
// and one more if something changed meanwhile.
async function refreshAll() {
  if (page.refreshing) { page.again = true; return page.refreshing; }
  page.refreshing = (async () => {
    try {
      do {
        page.again = false;
        const version = page.version;
        await Promise.all([...page.cells.map(refreshCell), refreshLive()]);
        await refreshAudit();
        page.shown = version;
        document.body.dataset.shown = String(version);
      } while (page.again);
    } finally {
      // A failed request must not stop every later refresh.
      page.refreshing = null;
    }
  })();
  return page.refreshing;
}

async function loadEditor() {
  const response = await fetch('document', { cache: 'no-store' });
  if (response.ok) {
    $('editor').value = await response.text();
    page.editorDirty = false;
    page.documentTag = response.headers.get('ETag');
  }
}

function showStatus(status) {
  page.version = status.version;
  page.ok = status.ok;
  document.body.dataset.version = String(status.version);
  $('status').textContent = 'version ' + status.version + (status.ok ? ' · ok' : ' · error');
  $('status').className = 'status ' + (status.ok ? 'ok' : 'failed');
  $('error').hidden = status.ok;
  $('error').textContent = status.ok ? '' : status.error;
  if (!page.editorDirty) loadEditor();
  // A document with an error keeps the last good pictures.
  if (status.ok && status.version !== page.shown) refreshAll();
}

async function save() {
  $('save-status').textContent = 'saving…';
  // The version the editor holds: a file changed on disk since is not overwritten (409).
  const headers = { 'Content-Type': 'text/plain' };
  if (page.documentTag) headers['If-Match'] = page.documentTag;
  const response = await fetch('document', { method: 'PUT', body: $('editor').value, headers });
  page.editorDirty = !response.ok;
  if (response.ok) {
    page.documentTag = response.headers.get('ETag');
    $('conflict').hidden = true;
  }
  $('save-status').textContent = response.ok ? 'saved' : await response.text();
  if (response.status === 409) await showConflict();
}

// Both texts side by side: the user's in the editor, the file's below, and a choice.
async function showConflict() {
  const response = await fetch('document', { cache: 'no-store' });
  if (!response.ok) return;
  page.diskTag = response.headers.get('ETag');
  $('conflict-disk').value = await response.text();
  $('conflict').hidden = false;
}

function keepMine() {
  page.documentTag = page.diskTag;
  save();
}

function takeDisk() {
  $('editor').value = $('conflict-disk').value;
  page.documentTag = page.diskTag;
  page.editorDirty = false;
  $('conflict').hidden = true;
  $('save-status').textContent = '';
}

// `stacks serve FOLDER`: this page is one document's, at /d/NAME/; the menu lists the folder's
// documents and opens another's page.
async function showFolder() {
  if (!location.pathname.startsWith('/d/')) return;
  const current = decodeURIComponent(location.pathname.slice(3).replace(/\/$/, ''));
  const response = await fetch('/documents', { cache: 'no-store' });
  if (!response.ok) return;
  const listing = await response.json();
  // A document no longer listed (removed, renamed) stays named, so picking any other is a change.
  const names = listing.documents.includes(current) ? listing.documents : [current, ...listing.documents];
  for (const name of names) {
    const option = document.createElement('option');
    option.value = option.textContent = name;
    option.selected = name === current;
    $('documents').append(option);
  }
  $('documents').addEventListener('change', () => {
    location.href = '/d/' + $('documents').value.split('/').map(encodeURIComponent).join('/') + '/';
  });
  $('folder').hidden = false;
}

async function start() {
  showFolder().catch(() => {});
  const state = await (await fetch('state', { cache: 'no-store' })).json();
  page.rightToLeftLanguages = state.rightToLeftLanguages || [];
  $('document-name').textContent = state.document;
  const environment = state.environment || {};
  if (environment.width) { $('widths').value = String(environment.width); $('slider').value = String(environment.width); }
  for (const size of state.contentSizes) {
    const option = document.createElement('option');
    option.value = option.textContent = size;
    option.selected = size === (environment.contentSize || 'large');
    $('sizes').append(option);
  }
  for (const locale of state.locales || []) {
    const option = document.createElement('option');
    option.value = locale;
    $('locale-list').append(option);
  }
  if (environment.direction === 'rtl') { $('dir-rtl').checked = true; $('dir-ltr').checked = false; }
  buildGrid();
  for (const id of ['widths', 'sizes', 'locales', 'dir-ltr', 'dir-rtl', 'debug']) {
    $(id).addEventListener('change', () => {
      buildGrid();
      if (page.ok) { page.shown = -1; document.body.dataset.shown = '-1'; refreshAll(); }
    });
  }
  $('slider').addEventListener('input', refreshLive);
  $('editor').addEventListener('input', () => { page.editorDirty = true; $('save-status').textContent = 'not saved'; });
  $('save').addEventListener('click', save);
  $('keep-mine').addEventListener('click', keepMine);
  $('take-disk').addEventListener('click', takeDisk);
  const events = new EventSource('events');
  events.addEventListener('document', (event) => showStatus(JSON.parse(event.data)));
  events.onerror = () => { $('status').textContent = 'disconnected; retrying…'; $('status').className = 'status'; };
}

start();
