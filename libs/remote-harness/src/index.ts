export { ShellProviders } from './ShellProviders';
export {
  renderStandaloneRemote,
  type StandaloneLink,
  type StandaloneRemoteOptions,
} from './standalone-remote';
