'use client';

import dynamic from 'next/dynamic';

/**
 * Every tool island behind next/dynamic. All tools share one route (app/tools/[slug]); imported
 * directly, each page would ship the code of every island. Through here a page loads only the chunk
 * of the island it renders (the server still renders it into the HTML, so nothing pops in).
 */
export const CalculatorIsland = dynamic(() =>
  import('./calculators/CalculatorIsland').then((m) => m.CalculatorIsland),
);
export const ConverterIsland = dynamic(() =>
  import('./converters/ConverterIsland').then((m) => m.ConverterIsland),
);
export const MultiplicationChart = dynamic(() =>
  import('./calculators/MultiplicationChart').then((m) => m.MultiplicationChart),
);
export const RandomNumberIsland = dynamic(() =>
  import('./calculators/RandomNumberIsland').then((m) => m.RandomNumberIsland),
);
export const ScientificIsland = dynamic(() =>
  import('./calculators/ScientificIsland').then((m) => m.ScientificIsland),
);
export const ResumeBuilder = dynamic(() => import('./resume/ResumeBuilder').then((m) => m.ResumeBuilder));
export const AiSignalsIsland = dynamic(() =>
  import('./writing/AiSignalsIsland').then((m) => m.AiSignalsIsland),
);
export const GrammarIsland = dynamic(() => import('./writing/GrammarIsland').then((m) => m.GrammarIsland));
export const PlagiarismIsland = dynamic(() =>
  import('./writing/PlagiarismIsland').then((m) => m.PlagiarismIsland),
);
export const TextCounterIsland = dynamic(() =>
  import('./writing/TextCounterIsland').then((m) => m.TextCounterIsland),
);
export const DocumentIsland = dynamic(() =>
  import('./documents/DocumentIsland').then((m) => m.DocumentIsland),
);
export const ComposerIsland = dynamic(() =>
  import('./generators/compose/ComposerIsland').then((m) => m.ComposerIsland),
);
export const AvatarGeneratorIsland = dynamic(() =>
  import('./media/AvatarGeneratorIsland').then((m) => m.AvatarGeneratorIsland),
);
export const CharacterGeneratorIsland = dynamic(() =>
  import('./media/CharacterGeneratorIsland').then((m) => m.CharacterGeneratorIsland),
);
export const ProfilePictureIsland = dynamic(() =>
  import('./media/ProfilePictureIsland').then((m) => m.ProfilePictureIsland),
);
export const TemplateGallery = dynamic(() =>
  import('./career/TemplateGallery').then((m) => m.TemplateGallery),
);
export const MediaConvertIsland = dynamic(() =>
  import('./media/convert/MediaConvertIsland').then((m) => m.MediaConvertIsland),
);
export const PasswordGeneratorIsland = dynamic(() =>
  import('./utilities/PasswordGeneratorIsland').then((m) => m.PasswordGeneratorIsland),
);
export const PhoneLookupIsland = dynamic(() =>
  import('./utilities/PhoneLookupIsland').then((m) => m.PhoneLookupIsland),
);
export const EmailLookupIsland = dynamic(() =>
  import('./utilities/EmailLookupIsland').then((m) => m.EmailLookupIsland),
);
export const BooleanSearchIsland = dynamic(() =>
  import('./utilities/BooleanSearchIsland').then((m) => m.BooleanSearchIsland),
);
export const ExcelFormulaIsland = dynamic(() =>
  import('./utilities/ExcelFormulaIsland').then((m) => m.ExcelFormulaIsland),
);
export const ImageGeneratorIsland = dynamic(() =>
  import('./media/art/ImageGeneratorIsland').then((m) => m.ImageGeneratorIsland),
);
export const PaintingGeneratorIsland = dynamic(() =>
  import('./media/art/PaintingGeneratorIsland').then((m) => m.PaintingGeneratorIsland),
);
export const FaceGeneratorIsland = dynamic(() =>
  import('./media/art/FaceGeneratorIsland').then((m) => m.FaceGeneratorIsland),
);
export const TattooGeneratorIsland = dynamic(() =>
  import('./media/art/TattooGeneratorIsland').then((m) => m.TattooGeneratorIsland),
);
export const LogoGeneratorIsland = dynamic(() =>
  import('./media/art/LogoGeneratorIsland').then((m) => m.LogoGeneratorIsland),
);
export const PortraitGeneratorIsland = dynamic(() =>
  import('./media/art/PortraitGeneratorIsland').then((m) => m.PortraitGeneratorIsland),
);
export const JobDescriptionGenerator = dynamic(() =>
  import('./career/JobDescriptionGenerator').then((m) => m.JobDescriptionGenerator),
);
export const QuestionsIsland = dynamic(() =>
  import('./surveys/QuestionsIsland').then((m) => m.QuestionsIsland),
);
export const ParaphraseIsland = dynamic(() =>
  import('./writing/ParaphraseIsland').then((m) => m.ParaphraseIsland),
);
export const GeneratorIsland = dynamic(() =>
  import('./generators/GeneratorIsland').then((m) => m.GeneratorIsland),
);
export const KpiIsland = dynamic(() => import('./kpi/KpiIsland').then((m) => m.KpiIsland));
export const SummaryIsland = dynamic(() => import('./writing/SummaryIsland').then((m) => m.SummaryIsland));
export const ResumeParser = dynamic(() => import('./career/ResumeParser').then((m) => m.ResumeParser));
export const SalaryFinderIsland = dynamic(() =>
  import('./pay/SalaryFinderIsland').then((m) => m.SalaryFinderIsland),
);
export const EquivalentSalaryIsland = dynamic(() =>
  import('./pay/EquivalentSalaryIsland').then((m) => m.EquivalentSalaryIsland),
);
export const MockInterview = dynamic(() => import('./career/MockInterview').then((m) => m.MockInterview));
export const RewriterIsland = dynamic(() => import('./writing/RewriterIsland').then((m) => m.RewriterIsland));
