export * from './contact-details';
export * from './help.endpoints';
export * from './help.schemas';
export * from './night-delivery';
export * from './safe-messages.endpoints';
export * from './safe-messages.schemas';
export * from './user-block.endpoints';
export * from './user-block.schemas';
