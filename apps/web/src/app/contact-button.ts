import { registerContactButton } from '../components/ContactButton';

// A person's name or card offers a conversation through the chat's button.
registerContactButton(() => import('../features/chat/ChatButton').then((module) => module.ChatButton));
