// Stylesheets of the Mantine components only the tutoring pages use; imported by those lazy pages so that the
// main chunk does not carry them.
// biome-ignore-all assist/source/organizeImports: the cascade order mirrors @mantine/core/styles.css
import '@mantine/core/styles/Fieldset.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/Pagination.css';
import '@mantine/core/styles/RadioIndicator.css';
import '@mantine/core/styles/RadioCard.css';
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/Rating.css';
import '@mantine/core/styles/Skeleton.css';
import '@mantine/core/styles/Switch.css';
import '@mantine/core/styles/Tabs.css';
