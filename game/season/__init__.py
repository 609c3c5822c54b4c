"""Season mode (seed 000): weekly shows of Roll Call, Drama, a Match or Enjoy the Show, Jobber Security."""
