import { createAppConfig } from '@marketplace/build-config';
import federation from './module-federation.config.ts';

export default createAppConfig({ ...federation, root: import.meta.dirname });
