import { registerContactButton } from '../components/ContactButton';
import { ChatButton } from '../features/chat/ChatButton';

// A person's name or card offers a conversation through the chat's button (small: the chat itself loads on click).
registerContactButton(ChatButton);
