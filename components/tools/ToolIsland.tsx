import { PAIRS } from '@/lib/convert/pairs';
import { todayIso } from '@/lib/format/date';
import { defaultValues } from '@/lib/tools/fields';
import { loadRunner } from '@/lib/tools/loaders';
import type { ToolDefinition } from '@/content/tools/types';
import {
  AiSignalsIsland,
  CalculatorIsland,
  ConverterIsland,
  GrammarIsland,
  MediaConvertIsland,
  MultiplicationChart,
  ParaphraseIsland,
  PasswordGeneratorIsland,
  PhoneLookupIsland,
  EmailLookupIsland,
  BooleanSearchIsland,
  ExcelFormulaIsland,
  PlagiarismIsland,
  RandomNumberIsland,
  ResumeBuilder,
  JobDescriptionGenerator,
  ResumeParser,
  MockInterview,
  ScientificIsland,
  SummaryIsland,
  RewriterIsland,
  TextCounterIsland,
} from './client-islands';
import { DocumentToolIsland } from './documents/DocumentToolIsland';
import { KpiToolIsland } from './kpi/KpiToolIsland';
import { PayToolIsland } from './pay/PayToolIsland';
import { QuestionSetToolIsland } from './questions/QuestionSetToolIsland';
import { ComposerToolIsland } from './compose/ComposerToolIsland';
import { MediaIsland } from './media/MediaIsland';
import { GeneratorToolIsland } from './generators/GeneratorToolIsland';
import { ArtIsland } from './media/art/ArtIsland';
import { ResumeTemplates } from './career/ResumeTemplates';

/** Picks the island that renders a tool, with what it needs worked out at build time. */
export async function ToolIsland({ tool }: { tool: ToolDefinition }) {
  switch (tool.kind) {
    case 'form': {
      const builtOn = todayIso();
      const runner = await loadRunner(tool.runner);
      return (
        <CalculatorIsland
          runner={tool.runner}
          name={tool.name}
          fields={tool.fields}
          resultTitle={tool.resultTitle}
          method={tool.method}
          initial={runner.run(defaultValues(tool.fields, builtOn))}
          builtOn={builtOn}
        />
      );
    }
    case 'converter':
      return (
        <ConverterIsland
          pair={PAIRS[tool.pair]}
          direction={tool.direction}
          defaultValue={tool.defaultValue}
          common={tool.common}
          method={tool.method}
        />
      );
    case 'multiplication-chart':
      return <MultiplicationChart method={tool.method} />;
    case 'random-number':
      return <RandomNumberIsland method={tool.method} />;
    case 'scientific':
      return <ScientificIsland method={tool.method} />;
    case 'text':
      return <TextCounterIsland slug={tool.slug} view={tool.view} method={tool.method} />;
    case 'grammar':
      return <GrammarIsland slug={tool.slug} method={tool.method} />;
    case 'plagiarism':
      return <PlagiarismIsland slug={tool.slug} method={tool.method} />;
    case 'ai-signals':
      return <AiSignalsIsland slug={tool.slug} method={tool.method} />;
    case 'avatar-generator':
    case 'profile-picture':
    case 'character-generator':
      return <MediaIsland tool={tool} />;
    case 'art-image':
    case 'art-painting':
    case 'art-face':
    case 'art-tattoo':
    case 'art-logo':
    case 'art-portrait':
      return <ArtIsland tool={tool} />;
    case 'document':
      return <DocumentToolIsland tool={tool} />;
    case 'kpi':
      return <KpiToolIsland tool={tool} />;
    case 'salary-finder':
    case 'equivalent-salary':
      return <PayToolIsland tool={tool} />;
    case 'resume':
      return <ResumeBuilder method={tool.method} />;
    case 'name-generator':
      return <GeneratorToolIsland tool={tool} />;
    case 'question-set':
      return <QuestionSetToolIsland tool={tool} />;
    case 'composer':
      return <ComposerToolIsland tool={tool} />;
    case 'media-convert':
      return <MediaConvertIsland targets={tool.targets} accepts={tool.accepts} method={tool.method} />;
    case 'resume-templates':
      return <ResumeTemplates method={tool.method} />;
    case 'job-description':
      return <JobDescriptionGenerator method={tool.method} />;
    case 'resume-parser':
      return <ResumeParser method={tool.method} />;
    case 'mock-interview':
      return <MockInterview method={tool.method} />;
    case 'password':
      return <PasswordGeneratorIsland method={tool.method} />;
    case 'phone-lookup':
      return <PhoneLookupIsland method={tool.method} />;
    case 'email-lookup':
      return <EmailLookupIsland method={tool.method} />;
    case 'boolean-search':
      return <BooleanSearchIsland method={tool.method} />;
    case 'excel-formula':
      return <ExcelFormulaIsland method={tool.method} />;
    case 'paraphrase':
      return <ParaphraseIsland slug={tool.slug} method={tool.method} />;
    case 'summary':
      return <SummaryIsland slug={tool.slug} method={tool.method} />;
    case 'rewrite':
      return <RewriterIsland slug={tool.slug} method={tool.method} />;
  }
}
