// @vitest-environment happy-dom
/**
 * refocusAfterPress (src/components/tools/refocus.ts): after a button's press that took the button
 * away, the focus goes to the nearest ancestor still shown that takes it, or to the target an
 * ancestor names (data-refocus), else to the fallback; a focus that stayed, a click on words, and a
 * button that places the focus itself (data-places-focus) are left alone.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { refocusAfterPress } from '../../../src/components/tools/refocus';

const tick = () => new Promise((done) => setTimeout(done, 5));

function page(html: string) {
  document.body.innerHTML = `<h2 id="heading" tabindex="-1">Builder</h2><div id="root">${html}</div>`;
  const root = document.getElementById('root')!;
  return { root, heading: document.getElementById('heading')!, el: (id: string) => document.getElementById(id)! };
}

/** Presses `button` (focused first, as a keyboard press leaves it), then runs `change` as the press's draw would. */
async function press(root: HTMLElement, button: HTMLElement, change: () => void, fallback?: () => HTMLElement) {
  button.focus();
  refocusAfterPress({ target: button, currentTarget: root }, fallback);
  change();
  await tick();
}

afterEach(() => (document.body.innerHTML = ''));

describe('refocusAfterPress', () => {
  it('puts a dropped focus on the nearest block still shown that takes it', async () => {
    const { root, el } = page('<article id="card" tabindex="-1"><div id="row"><button id="give">Give Handgun</button></div></article>');
    await press(root, el('give'), () => el('give').remove());
    expect(document.activeElement).toBe(el('card'));
  });

  it('goes past a block that went with the button, to the target an ancestor names, and else to the fallback', async () => {
    const { root, el, heading } = page('<div id="steps" data-refocus="[aria-current=step]"><nav><button aria-current="step" id="due">Grit</button></nav><div id="step" tabindex="-1"><button id="take">Start</button></div></div>');
    await press(root, el('take'), () => el('step').remove());
    expect(document.activeElement).toBe(el('due'));

    const second = page('<div id="banner"><button id="close">Close it</button></div>');
    await press(second.root, second.el('close'), () => second.el('banner').remove(), () => second.heading);
    expect(document.activeElement).toBe(second.heading);
    expect(heading.isConnected).toBe(false); // the first page's heading is gone: the fallback asked is the one used
  });

  it('leaves alone a focus that stayed, a click on words and a button that places the focus itself', async () => {
    const { root, el } = page('<article id="card" tabindex="-1"><p id="words">Olga</p><button id="stay">Heal 1</button><button id="own" data-places-focus>Remove</button></article>');
    await press(root, el('stay'), () => undefined);
    expect(document.activeElement).toBe(el('stay'));

    (document.activeElement as HTMLElement).blur();
    refocusAfterPress({ target: el('words'), currentTarget: root });
    await tick();
    expect(document.activeElement).toBe(document.body);

    await press(root, el('own'), () => el('own').remove());
    expect(document.activeElement).toBe(document.body);
  });
});
