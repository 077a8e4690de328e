/**
 * A help button ("How to play", "Symbols") whose dialog's code loads when it is first pressed, or
 * when the browser is idle after the table shows: the button is there at once, the words are not
 * on the way to the first table.
 */
import { type FunctionComponent, createContext } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { later, prefetchWhenIdle } from '../later.js';

/** True inside a dialog whose button was pressed while its code loaded: the dialog opens as it mounts. */
export const OpenOnMount = createContext(false);

/** A component drawn by `load` (a DialogButton and its dialog), with a stand-in button labelled `label` until it arrives. */
export function lazyDialog<P extends object>(label: string, load: () => Promise<FunctionComponent<P>>): FunctionComponent<P> {
  const code = later(load);
  return function LazyDialog(props: P) {
    const [asked, setAsked] = useState(false);
    useEffect(() => prefetchWhenIdle(code), []);
    const C = code.value.value;
    if (C) return <OpenOnMount.Provider value={asked}><C {...props} /></OpenOnMount.Provider>;
    const press = () => { setAsked(true); code.load().catch(() => setAsked(false)); };
    return <button type="button" class="fd-help-button" aria-haspopup="dialog" aria-busy={asked} onClick={press}>{label}</button>;
  };
}
