from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.calc_lumber_board_feet_output_lines_item import CalcLumberBoardFeetOutputLinesItem
  from ..models.calculator_schemas import CalculatorSchemas





T = TypeVar("T", bound="CalcLumberBoardFeetOutput")



@_attrs_define
class CalcLumberBoardFeetOutput:
    """ The results of calc_lumber_board_feet and, unless Prefer: return=minimal, the input and output schemas.

        Attributes:
            board_feet_with_waste (float): total_board_feet x (1 + waste).
            code_reference (str): The lumber measurement standard (no building-code section grounds board measure).
            cost_usd (float): board_feet_with_waste x price, US dollars.
            lines (list[CalcLumberBoardFeetOutputLinesItem]): Board feet of each line of the list.
            price_per_board_foot_usd (float): Price applied, US dollars per board foot.
            total_board_feet (float): Sum of the lines, board feet.
            waste_pct_applied (float): Waste added, percent.
            schemas (CalculatorSchemas | Unset): The calculator's JSON Schemas (2020-12).
     """

    board_feet_with_waste: float
    code_reference: str
    cost_usd: float
    lines: list[CalcLumberBoardFeetOutputLinesItem]
    price_per_board_foot_usd: float
    total_board_feet: float
    waste_pct_applied: float
    schemas: CalculatorSchemas | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.calc_lumber_board_feet_output_lines_item import CalcLumberBoardFeetOutputLinesItem
        from ..models.calculator_schemas import CalculatorSchemas
        board_feet_with_waste = self.board_feet_with_waste

        code_reference = self.code_reference

        cost_usd = self.cost_usd

        lines = []
        for lines_item_data in self.lines:
            lines_item = lines_item_data.to_dict()
            lines.append(lines_item)



        price_per_board_foot_usd = self.price_per_board_foot_usd

        total_board_feet = self.total_board_feet

        waste_pct_applied = self.waste_pct_applied

        schemas: dict[str, Any] | Unset = UNSET
        if not isinstance(self.schemas, Unset):
            schemas = self.schemas.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "board_feet_with_waste": board_feet_with_waste,
            "code_reference": code_reference,
            "cost_usd": cost_usd,
            "lines": lines,
            "price_per_board_foot_usd": price_per_board_foot_usd,
            "total_board_feet": total_board_feet,
            "waste_pct_applied": waste_pct_applied,
        })
        if schemas is not UNSET:
            field_dict["schemas"] = schemas

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.calc_lumber_board_feet_output_lines_item import CalcLumberBoardFeetOutputLinesItem
        from ..models.calculator_schemas import CalculatorSchemas
        d = dict(src_dict)
        board_feet_with_waste = d.pop("board_feet_with_waste")

        code_reference = d.pop("code_reference")

        cost_usd = d.pop("cost_usd")

        lines = []
        _lines = d.pop("lines")
        for lines_item_data in (_lines):
            lines_item = CalcLumberBoardFeetOutputLinesItem.from_dict(lines_item_data)



            lines.append(lines_item)


        price_per_board_foot_usd = d.pop("price_per_board_foot_usd")

        total_board_feet = d.pop("total_board_feet")

        waste_pct_applied = d.pop("waste_pct_applied")

        _schemas = d.pop("schemas", UNSET)
        schemas: CalculatorSchemas | Unset
        if isinstance(_schemas,  Unset):
            schemas = UNSET
        else:
            schemas = CalculatorSchemas.from_dict(_schemas)




        calc_lumber_board_feet_output = cls(
            board_feet_with_waste=board_feet_with_waste,
            code_reference=code_reference,
            cost_usd=cost_usd,
            lines=lines,
            price_per_board_foot_usd=price_per_board_foot_usd,
            total_board_feet=total_board_feet,
            waste_pct_applied=waste_pct_applied,
            schemas=schemas,
        )


        calc_lumber_board_feet_output.additional_properties = d
        return calc_lumber_board_feet_output

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
