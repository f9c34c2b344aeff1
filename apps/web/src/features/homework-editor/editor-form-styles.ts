// Stylesheets of the Mantine components only the task form uses; imported by this lazy page so that
// the main chunk does not carry them.
// biome-ignore-all assist/source/organizeImports: the cascade order mirrors @mantine/core/styles.css
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Fieldset.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/Pill.css';
import '@mantine/core/styles/PillsInput.css';
import '@mantine/core/styles/Skeleton.css';
