export declare const DEV_API_PORT: number;
export declare const DEV_CLIENT_PORT: number;
export declare const DEV_PROXY_PATHS: string[];
