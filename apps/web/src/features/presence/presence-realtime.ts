import { registerRealtimeHandler } from '../../lib/realtime/realtime-handlers';
import { announceOpenMeetings } from './meeting-windows';

registerRealtimeHandler('Connected', (_, { socket }) => announceOpenMeetings(socket));
