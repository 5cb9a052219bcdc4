import type { MediaConvertTool } from '../types';

const updated = '2026-11-22';

const privacyFaq = {
  question: 'Is my file uploaded anywhere?',
  answer:
    'No. The page reads the file from your disk, converts it with your browser’s own video and audio codecs and hands the result back as a download. Nothing is sent to a server, which is why it also works for confidential recordings such as candidate interviews, and why it keeps working if your connection drops after the page has loaded.',
};

const sizeFaq = {
  question: 'How big a file can I convert?',
  answer:
    'Up to 2 GB. The file and the converted copy are both held in your browser’s memory while it works, so a phone may manage less than a laptop. A 10-minute 1080p recording usually converts in well under a minute on a recent laptop; converting to audio only is much faster because the picture is skipped.',
};

export const videoConverter: MediaConvertTool = {
  slug: 'video-converter',
  kind: 'media-convert',
  family: 'media',
  group: 'video',
  name: 'Video converter',
  title: 'Free Video Converter: MP4, WebM, MOV, MKV in Your Browser',
  description:
    'Convert a video to MP4, WebM, MOV or MKV, shrink it to 1080p, 720p or 480p and trim it, all in your browser. No upload, no sign-up, no watermark.',
  lead: 'Choose a video, pick MP4, WebM, MOV or MKV, a size and an optional trim, and download the converted file: it is converted on your device and never uploaded.',
  summary: 'MP4, WebM, MOV and MKV, resized and trimmed, with no upload.',
  keywords: [
    'mp4 converter',
    'mov to mp4',
    'webm to mp4',
    'mkv to mp4',
    'compress video',
    'resize video',
    'trim video',
  ],
  method: [
    'A video file is a container (MP4, MOV, WebM, MKV) holding a picture track and a sound track, each compressed with a codec such as H.264, VP9, AAC or Opus. A container alone does not make a file play: an MP4 holding VP8 or Opus will not open on an iPhone, in QuickTime or in PowerPoint. So MP4 and MOV are always made with H.264 picture and AAC sound, and WebM with VP9 picture and Opus sound. A track already in the right codec is copied as it is, which is fast and loses nothing; any other is decoded and encoded again with your browser’s built-in WebCodecs encoders. MKV keeps the codecs it can hold.',
    'Not every browser has every encoder (some Linux builds of Chromium cannot encode AAC, for example), so when a file is chosen, or the format changed, the page asks the browser and says beside the choice when it cannot make that format, before you convert. Choosing 720p or 480p scales the short side of the picture to that many lines and keeps its shape, which is the quickest way to make a recording small enough to email or upload to an applicant tracking system. The trim fields cut the video to the part between the start and end times. The progress bar estimates the time left from the pace so far, and the result line names the codecs read back from the finished file.',
  ],
  faq: [
    privacyFaq,
    {
      question: 'Which format should I choose?',
      answer:
        'MP4 for almost everything: made with H.264 and AAC, it plays on phones, in PowerPoint and Keynote, on LinkedIn and in most applicant tracking systems and video interview platforms. WebM (VP9 and Opus) gives small files for web pages. MOV (also H.264 and AAC) suits editing on a Mac. MKV suits desktop players such as VLC.',
    },
    {
      question: 'Why is my converted video larger than the original?',
      answer:
        'Phones record with very efficient encoders tuned for hours; the browser’s encoder aims for quality at a fixed bitrate, so a re-encoded file can come out larger. Choose 720p or 480p to make it smaller, or choose a format whose codecs your file already has (an H.264 and AAC MOV to MP4, for example) so the tracks are copied unchanged.',
    },
    sizeFaq,
  ],
  related: ['video-to-mp3', 'video-to-wav', 'profile-picture-maker', 'mock-interview'],
  targets: ['mp4', 'webm', 'mov', 'mkv'],
  accepts: 'video',
  updated,
};

export const videoToMp3: MediaConvertTool = {
  slug: 'video-to-mp3',
  kind: 'media-convert',
  family: 'media',
  group: 'video',
  name: 'Video to MP3 converter',
  title: 'Video to MP3 Converter: Extract Audio in Your Browser, Free',
  description:
    'Extract the sound from an MP4, MOV, WebM or MKV video as an MP3 at 128, 192 or 320 kbps, with an optional trim. Converted on your device, never uploaded.',
  lead: 'Choose a video, pick a quality and an optional trim, and download its sound as an MP3 that plays everywhere; the file never leaves your device.',
  summary: 'The sound of any video as an MP3, without uploading it.',
  keywords: ['mp4 to mp3', 'extract audio', 'mov to mp3', 'webm to mp3', 'video to audio', 'audio extractor'],
  method: [
    'The converter opens the video in your browser, skips the picture and decodes the sound track to plain audio samples, then encodes them as MP3 with LAME, the standard open-source MP3 encoder, compiled to run inside the page. Browsers have no MP3 encoder of their own, so LAME (about 130 KB) is loaded the first time you convert.',
    'The bitrate sets the quality: 128 kbps is fine for speech such as interviews, meetings and podcasts, 192 kbps is a good default for mixed content, and 320 kbps is the highest MP3 allows, for music. Mono halves the size of speech recordings without an audible loss. An MP3 is lossy: converting it again later loses a little more each time, so keep the original video if you may need the sound at higher quality.',
  ],
  faq: [
    privacyFaq,
    {
      question: 'Which bitrate should I pick for an interview or meeting recording?',
      answer:
        '128 kbps mono is plenty for speech: about 1 MB per minute, small enough to email, and clear enough for transcription services. Use 192 kbps stereo for webinars with music, and 320 kbps only for music itself.',
    },
    {
      question: 'My video has no sound. What happens?',
      answer:
        'The page reads the file first and tells you when it has no sound track, so you are not handed a silent MP3. Screen recordings often have no sound track when the microphone was off while recording.',
    },
    sizeFaq,
  ],
  related: ['video-to-wav', 'video-converter', 'word-counter', 'mock-interview'],
  targets: ['mp3'],
  accepts: 'media',
  updated,
};

export const videoToWav: MediaConvertTool = {
  slug: 'video-to-wav',
  kind: 'media-convert',
  family: 'media',
  group: 'video',
  name: 'Video to WAV converter',
  title: 'Video to WAV Converter: Uncompressed Audio, No Upload',
  description:
    'Extract the sound from a video or audio file as an uncompressed 16-bit WAV, at 48, 44.1 or 16 kHz, mono or stereo. Converted in your browser, never uploaded.',
  lead: 'Choose a video or audio file and download its sound as a WAV for transcription or an audio editor; the conversion runs on your device.',
  summary: 'Uncompressed WAV audio from any video, for editing or transcription.',
  keywords: [
    'mp4 to wav',
    'extract audio wav',
    'mov to wav',
    'video to audio',
    'wav converter',
    'transcription audio',
  ],
  method: [
    'The converter opens the file in your browser, decodes its sound track to plain samples and writes them as 16-bit PCM inside a WAV file, the uncompressed format every audio editor and transcription tool accepts. Nothing is thrown away in the WAV itself, so it is as good as the sound in the original file, but it is large: about 10 MB a minute in stereo at 44.1 kHz.',
    'The sample rate can stay as it is or change: 48 kHz is the video standard, 44.1 kHz the CD standard, and 16 kHz mono is what most speech-to-text services work at internally, which makes a one-hour interview about 115 MB instead of 600 MB. Mono mixes the two channels into one.',
  ],
  faq: [
    privacyFaq,
    {
      question: 'WAV or MP3?',
      answer:
        'WAV for editing and for transcription services that ask for uncompressed audio: it keeps every sample. MP3 for sharing and listening: about a tenth of the size. Converting a WAV to MP3 later is fine; going from MP3 back to WAV does not bring back what MP3 left out.',
    },
    {
      question: 'What sample rate do transcription services want?',
      answer:
        'Most accept anything, and many convert to 16 kHz mono themselves. Choosing 16 kHz mono here makes the file a sixth of the size with no loss for speech, which uploads faster; keep the original rate for music or for audio editing.',
    },
    sizeFaq,
  ],
  related: ['video-to-mp3', 'video-converter', 'word-counter', 'mock-interview'],
  targets: ['wav'],
  accepts: 'media',
  updated,
};

export const mediaConverters: readonly MediaConvertTool[] = [videoConverter, videoToMp3, videoToWav];
