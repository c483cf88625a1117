/** Rspack's asset modules: importing a picture gives its URL. */
declare module '*.webp' {
  const url: string;
  export default url;
}
