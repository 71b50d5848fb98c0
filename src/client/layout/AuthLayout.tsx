import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { readLocationState } from '../app/location-state';
import { hasAnyAnswer, useAnswersStore } from '../stores/answers';
import { Footer } from './footer/Footer';
import { Header } from './header/Header';
import { MainOutlet } from './MainOutlet';

/**
 * The account cards' layout. Answers carried in navigation state (Sign In, Create Account) go
 * back into the store when it lost them (a reload of /signup keeps history state).
 */
export function AuthLayout() {
  const { state } = useLocation();
  useEffect(() => {
    const { answers } = readLocationState(state);
    const store = useAnswersStore.getState();
    if (answers && hasAnyAnswer(answers) && !hasAnyAnswer(store.answers)) store.setAnswers(answers);
  }, [state]);

  return (
    <>
      <Header showAccount={false} showGreeting={false} />
      <MainOutlet className="main main--auth" />
      <Footer />
    </>
  );
}
