import { z } from 'zod';

/** zod's own messages in Polish, for the checks that carry no message of ours (imported for its effect). */
z.config(z.locales.pl());
