// Stylesheets of the Mantine components only the file widgets use (modals, the drop zone); imported by
// those widgets, which only lazy pages load, so that the main chunk does not carry them.
// biome-ignore-all assist/source/organizeImports: the cascade order mirrors @mantine/core/styles.css
import '@mantine/core/styles/Modal.css';
import '@mantine/dropzone/styles.css';
