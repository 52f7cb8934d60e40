/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Fixed API origin, e.g. https://api.example.com; unset = same origin as the page. */
  readonly VITE_API_BASE?: string;
  /** "subdomain": the API is the page host with its first label replaced by `api`. */
  readonly VITE_API_HOST_MODE?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
