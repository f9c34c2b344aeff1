// Stylesheets of the Mantine components the attempt and result pages use beyond the app shell's
// (app/mantine-styles.ts); imported by the lazy page so that the main chunk does not carry them.
// biome-ignore-all assist/source/organizeImports: the cascade order mirrors @mantine/core/styles.css
import '@mantine/core/styles/Accordion.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/RadioIndicator.css';
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/Skeleton.css';
