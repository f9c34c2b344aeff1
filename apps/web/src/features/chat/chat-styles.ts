// Stylesheets of the Mantine components only the chat uses (dialogs, the people picker, skeletons);
// imported by the lazy chat page so that the main chunk does not carry them.
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Pill.css';
import '@mantine/core/styles/PillsInput.css';
import '@mantine/core/styles/Skeleton.css';
