/** Rspack's asset modules: importing an image gives its URL. */
declare module '*.svg' {
  const url: string;
  export default url;
}
