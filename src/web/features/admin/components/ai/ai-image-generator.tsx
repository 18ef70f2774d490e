import { useId, useState } from 'react';
import { AI_MESSAGES, type AiImageResponse } from '@shared/schemas/ai';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useGenerateImage } from '@/features/admin/api/ai';
import { AiButton } from './ai-button';

type AiImageGeneratorProps = {
  /** Gets the new picture, already in the media library. */
  onGenerated?: (media: AiImageResponse['media']) => void;
};

/**
 * A picture made by the AI helper from a description, 1024 × 768. It lands in the media
 * library with its variants like an upload; the description becomes its alt text.
 */
export function AiImageGenerator({ onGenerated }: AiImageGeneratorProps) {
  const id = useId();
  const [description, setDescription] = useState('');
  const generateImage = useGenerateImage();
  return (
    // A container query: the field sits in wide dialogs and narrow cards alike.
    <div className="@container grid gap-2">
      <Label htmlFor={`${id}-prompt`}>Bildbeschreibung</Label>
      <div className="flex flex-col gap-2 @md:flex-row">
        <Input
          id={`${id}-prompt`}
          value={description}
          maxLength={1000}
          autoComplete="off"
          placeholder="z. B. Yogagruppe im hellen Kursraum am Morgen"
          onChange={(event) => setDescription(event.target.value)}
          className="min-w-0 flex-1"
        />
        <AiButton
          label="Bild generieren"
          input={() => description}
          missingInput={AI_MESSAGES.imagePromptMissing}
          failure={AI_MESSAGES.imageFailed}
          generate={async (prompt) => {
            const result = await generateImage(prompt);
            onGenerated?.(result.media);
            return result;
          }}
          className="h-9"
        />
      </div>
    </div>
  );
}
