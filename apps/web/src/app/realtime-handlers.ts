// Every feature that reacts to realtime events registers its handlers here, in the order they run.
import '../features/presence/presence-realtime';
import '../features/notifications/notifications-realtime';
import '../features/chat/chat-realtime';
import '../features/commerce/commerce-realtime';
