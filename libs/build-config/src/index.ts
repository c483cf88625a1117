export { createAppConfig, SHELL_DEV_PORT, type AppBuildOptions } from './create-app-config.ts';
export { remoteOfFolder } from './remote-list.ts';
export { sharedSingletons, WORKSPACE_SINGLETONS } from './shared-singletons.ts';
