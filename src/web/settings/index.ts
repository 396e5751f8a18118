// What other staff features use of the settings: the picture field and its upload.
export { ImageField } from './image-field';
export { settingsApi } from './settings-api';
