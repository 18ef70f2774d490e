import type { ReactNode } from 'react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';

export type AuthTab = 'anmelden' | 'registrieren';

type AuthTabsProps = {
  value: AuthTab;
  onValueChange: (value: AuthTab) => void;
  signIn: ReactNode;
  signUp: ReactNode;
};

/** The two tabs 'Anmelden' and 'Registrieren', shared by /auth and the AuthDialog. */
export function AuthTabs({ value, onValueChange, signIn, signUp }: AuthTabsProps) {
  return (
    <Tabs value={value} onValueChange={(next) => onValueChange(next as AuthTab)} className="gap-6">
      <TabsList>
        <TabsTrigger value="anmelden">Anmelden</TabsTrigger>
        <TabsTrigger value="registrieren">Registrieren</TabsTrigger>
      </TabsList>
      <TabsContent value="anmelden">{signIn}</TabsContent>
      <TabsContent value="registrieren">{signUp}</TabsContent>
    </Tabs>
  );
}
