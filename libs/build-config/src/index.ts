export { createAppConfig, DEV_PORTS, type AppBuildOptions } from './create-app-config.ts';
export { sharedSingletons, WORKSPACE_SINGLETONS } from './shared-singletons.ts';
