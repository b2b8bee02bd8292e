export declare const serverNodeFlags: string[]
export declare const serverEnv: Record<string, string>
