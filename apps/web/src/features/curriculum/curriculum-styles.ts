// Stylesheets of the Mantine components the curriculum page and the requirements picker use beyond the app shell's
// (app/mantine-styles.ts); imported by those lazy modules so that the main chunk does not carry them.
// biome-ignore-all assist/source/organizeImports: the cascade order mirrors @mantine/core/styles.css
import '@mantine/core/styles/Accordion.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Pill.css';
import '@mantine/core/styles/PillsInput.css';
import '@mantine/core/styles/Skeleton.css';
