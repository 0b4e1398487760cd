/**
 * Every key (or prefix of keys) the site keeps in the browser's localStorage or sessionStorage, in
 * one table. A key's text is saved data: changing one strands what players saved under it, so each
 * stays byte for byte as it is; a new one is added here with its line (the storage keys test checks
 * that no two collide). The islands import it. A page script (not an island) spells its key itself
 * and says so here: importing the table would make the table a script of its own on every page,
 * beyond the pages' JavaScript budgets; the storage keys test checks that it spells the same text.
 */

/** localStorage, prefix: one saved roster or game in progress per key, `<prefix><game>:<id>` (a game in progress's game is `play-<slug>`). */
export const ROSTER_PREFIX = 'skirmish-shelf:roster:';

/** localStorage, prefix: the id of the roster (or game) open last in a game's builder (or play view), `<prefix><game>`. */
export const OPEN_PREFIX = 'skirmish-shelf:roster-open:';

/**
 * What a `storage` event's key starts with when another tab changed the library: the two above (a
 * roster, or the one open last). Not a key of its own.
 */
export const LIBRARY_EVENT_PREFIX = 'skirmish-shelf:roster';

/**
 * localStorage, prefix: the snapshots of the steps between games that can be undone from a saved
 * roster's campaign log, `<prefix><game>:<id>` (src/roster/step-undo.ts; best effort, deleted with the roster).
 */
export const STEP_UNDO_PREFIX = 'skirmish-shelf:step-undo:';

/** localStorage: written and removed at once to learn whether the browser lets the site store anything. */
export const PROBE_KEY = 'skirmish-shelf:probe';

/** sessionStorage: this tab's name in the steps it takes in a game in progress (the same after a reload). */
export const PLAY_TAB_KEY = 'skirmish-shelf:play-tab';

/** localStorage: the paper size chosen for printing reference cards (`a4` or `letter`); spelled in the cards page's script (`deck-client.ts`). */
export const PAPER_KEY = 'skirmish-shelf:card-paper';

/** sessionStorage: the mode Kuggköping's enemy-activation page opens in (`single` or `turn`). */
export const TURN_MODE_KEY = 'skirmish-shelf:kuggkoping-turn-mode:v1';

/** sessionStorage: Kuggköping's enemy turn left open in this tab (its JSON; versioned: a new format gets a new key). */
export const TURN_KEY = 'skirmish-shelf:kuggkoping-turn:v1';

/** sessionStorage: how many pages in a row asked for the offline update before it took over; spelled in the script on every page that registers the service worker (`src/scripts/offline/register.ts`). */
export const UNFINISHED_UPDATE_KEY = 'skirmish-shelf:update-unfinished';

/** sessionStorage, prefix: which model's editor is open in a builder, `<prefix><page path>:<roster id or "shared">` (`ModelFold.tsx`). */
export const OPEN_MODEL_PREFIX = 'rk-open-model:';

/** sessionStorage, prefix: where a builder or play page was scrolled to, for a reload, `<prefix><page path>`; spelled in the page script of `KeepPlaceOnReload.astro`. */
export const SCROLL_PLACE_PREFIX = 'rk-scroll:';

/**
 * localStorage: the colour theme chosen (`dark`, `light`, or empty for the system's), Starlight's own
 * key, spelled by the script that reads it before the page is drawn (`ThemeProvider.astro`, inline:
 * it cannot import) and by the theme picker's page script (`ThemeSelect.astro`).
 */
export const THEME_KEY = 'starlight-theme';

/**
 * localStorage: `on` while the player keeps table mode on (a laptop's width: the site menu hidden on
 * the play, builder and board pages, the game given the width); spelled by the inline script that
 * applies it before the page is drawn (`ThemeProvider.astro`).
 */
export const TABLE_MODE_KEY = 'skirmish-shelf:table-mode';

/**
 * localStorage: the parts of a Table Link cycle of codes read so far on this phone (src/play/table-link.ts's
 * keptParts: a phone's camera app opens each code as a page of its own); kept a quarter of an hour.
 */
export const TABLE_PARTS_KEY = 'skirmish-shelf:table-parts';

/** Every key and prefix above, for the test that none collides with another. */
export const STORAGE_KEYS = {
  ROSTER_PREFIX,
  OPEN_PREFIX,
  STEP_UNDO_PREFIX,
  LIBRARY_EVENT_PREFIX,
  PROBE_KEY,
  PLAY_TAB_KEY,
  PAPER_KEY,
  TURN_MODE_KEY,
  TURN_KEY,
  UNFINISHED_UPDATE_KEY,
  OPEN_MODEL_PREFIX,
  SCROLL_PLACE_PREFIX,
  THEME_KEY,
  TABLE_PARTS_KEY,
  TABLE_MODE_KEY,
} as const;
