// The shared components' styles, loaded with the staff app's entry so that they always come before
// any screen's own: a screen restyles a component by passing a class (a round day arrow from a
// Button), and with equal specificity the later stylesheet wins. Left to the lazy chunks, the order
// would depend on which screen happened to load a component's stylesheet first. The class names
// are read (below), so the bundler keeps the stylesheets in the entry.
import button from './button.module.css';
import modal from './modal.module.css';
import spinner from './spinner.module.css';

export const componentStyles = [button, modal, spinner];
