// Stylesheets of the Mantine components only the game admin pages use; imported by those lazy pages so that the
// main chunk does not carry them (alphabetical, which is also their order in @mantine/core/styles.css).
import '@mantine/core/styles/Fieldset.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/Skeleton.css';
import '@mantine/core/styles/Table.css';
