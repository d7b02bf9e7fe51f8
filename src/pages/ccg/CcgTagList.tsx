import { Button, List, ListItem, ListItemText, ListSubheader, Paper } from '@mui/material';
import { ccgTagCatalogue } from '../../../domain/ccgTemplate';

const groups = ['Tomador', 'Seguradora', 'CCG'] as const;

/** The tags the CCG template may use, each insertable at the editor's cursor. */
export const CcgTagList = ({
  onInsert,
  disabled,
}: {
  onInsert: (text: string) => void;
  disabled?: boolean;
}) => (
  <Paper variant="outlined" component="section" aria-label="Tags disponíveis">
    <List dense disablePadding sx={{ maxHeight: 420, overflow: 'auto' }}>
      {groups.map((group) => (
        <li key={group}>
          <ul style={{ padding: 0 }}>
            <ListSubheader>{group}</ListSubheader>
            {ccgTagCatalogue
              .filter((entry) => entry.group === group)
              .map((entry) => (
                <ListItem
                  key={entry.tag}
                  secondaryAction={
                    <Button
                      size="small"
                      disabled={disabled}
                      onClick={() => onInsert(`[${entry.tag}]`)}
                      aria-label={`Inserir [${entry.tag}]`}
                    >
                      Inserir
                    </Button>
                  }
                >
                  <ListItemText primary={`[${entry.tag}]`} secondary={entry.description} />
                </ListItem>
              ))}
          </ul>
        </li>
      ))}
    </List>
  </Paper>
);
