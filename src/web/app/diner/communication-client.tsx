import { CommunicationDiner } from './communication-diner';
import { hydrateDinerPage } from './diner-client';

// This page never shows the booking wizard: its words stay out of another language's download.
void hydrateDinerPage(CommunicationDiner, { wizard: false });
