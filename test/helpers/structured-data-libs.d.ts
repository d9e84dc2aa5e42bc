// Types for the two untyped packages the structured-data test uses, limited to what it calls.

declare module '@marbec/web-auto-extractor' {
  export interface ExtractedData {
    /** Root items by their @type, per syntax. */
    jsonld: Record<string, Record<string, unknown>[]>;
    microdata: Record<string, Record<string, unknown>[]>;
    rdfa: Record<string, Record<string, unknown>[]>;
    errors?: { format: string; message: string }[];
  }
  export default class WebAutoExtractor {
    constructor(options?: { addLocation?: boolean; embedSource?: boolean | string[] });
    parse(html: string): ExtractedData;
  }
}

declare module '@adobe/structured-data-validator' {
  import type { ExtractedData } from '@marbec/web-auto-extractor';
  export interface PathElement {
    type?: string | string[];
    property?: string;
    index?: number;
    length?: number;
  }
  export interface ValidationIssue {
    issueMessage: string;
    severity: 'ERROR' | 'WARNING';
    rootType?: string;
    dataFormat?: string;
    path?: PathElement[];
    fieldNames?: string[];
    /** 'schemaOrg' for a type or property schema.org does not define. */
    errorType?: string;
    location?: string;
  }
  export default class Validator {
    constructor(schemaOrgJson?: unknown);
    debug: boolean;
    validate(data: ExtractedData): Promise<ValidationIssue[]>;
  }
}
