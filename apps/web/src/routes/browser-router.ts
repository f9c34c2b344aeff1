import { createBrowserRouter } from 'react-router';
import { routes } from './router';

export const router = createBrowserRouter(routes);
