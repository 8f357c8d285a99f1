export declare const PAGE_TYPES: readonly (readonly [name: string, path: string])[];
