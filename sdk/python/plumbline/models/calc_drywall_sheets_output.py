from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.calculator_schemas import CalculatorSchemas





T = TypeVar("T", bound="CalcDrywallSheetsOutput")



@_attrs_define
class CalcDrywallSheetsOutput:
    """ The results of calc_drywall_sheets and, unless Prefer: return=minimal, the input and output schemas.

        Attributes:
            ceiling_area_sqft (float): Ceiling area, square feet.
            code_reference (str): The IRC section governing gypsum board.
            net_area_sqft (float): Board area to cover: net wall area + ceiling area, square feet.
            net_wall_area_sqft (float): Wall area less openings, square feet.
            openings_sqft (float): Door and window area deducted, square feet (at most the wall area: openings larger than
                the wall leave none to cover).
            sheet_area_sqft (float): Area of one panel, square feet.
            sheets (int): Panels to buy: ceil(net area x (1 + waste) / panel area).
            wall_area_sqft (float): Gross wall area: wall length x wall height, square feet.
            waste_pct_applied (float): Allowance applied, percent.
            schemas (CalculatorSchemas | Unset): The calculator's JSON Schemas (2020-12).
     """

    ceiling_area_sqft: float
    code_reference: str
    net_area_sqft: float
    net_wall_area_sqft: float
    openings_sqft: float
    sheet_area_sqft: float
    sheets: int
    wall_area_sqft: float
    waste_pct_applied: float
    schemas: CalculatorSchemas | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.calculator_schemas import CalculatorSchemas
        ceiling_area_sqft = self.ceiling_area_sqft

        code_reference = self.code_reference

        net_area_sqft = self.net_area_sqft

        net_wall_area_sqft = self.net_wall_area_sqft

        openings_sqft = self.openings_sqft

        sheet_area_sqft = self.sheet_area_sqft

        sheets = self.sheets

        wall_area_sqft = self.wall_area_sqft

        waste_pct_applied = self.waste_pct_applied

        schemas: dict[str, Any] | Unset = UNSET
        if not isinstance(self.schemas, Unset):
            schemas = self.schemas.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "ceiling_area_sqft": ceiling_area_sqft,
            "code_reference": code_reference,
            "net_area_sqft": net_area_sqft,
            "net_wall_area_sqft": net_wall_area_sqft,
            "openings_sqft": openings_sqft,
            "sheet_area_sqft": sheet_area_sqft,
            "sheets": sheets,
            "wall_area_sqft": wall_area_sqft,
            "waste_pct_applied": waste_pct_applied,
        })
        if schemas is not UNSET:
            field_dict["schemas"] = schemas

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.calculator_schemas import CalculatorSchemas
        d = dict(src_dict)
        ceiling_area_sqft = d.pop("ceiling_area_sqft")

        code_reference = d.pop("code_reference")

        net_area_sqft = d.pop("net_area_sqft")

        net_wall_area_sqft = d.pop("net_wall_area_sqft")

        openings_sqft = d.pop("openings_sqft")

        sheet_area_sqft = d.pop("sheet_area_sqft")

        sheets = d.pop("sheets")

        wall_area_sqft = d.pop("wall_area_sqft")

        waste_pct_applied = d.pop("waste_pct_applied")

        _schemas = d.pop("schemas", UNSET)
        schemas: CalculatorSchemas | Unset
        if isinstance(_schemas,  Unset):
            schemas = UNSET
        else:
            schemas = CalculatorSchemas.from_dict(_schemas)




        calc_drywall_sheets_output = cls(
            ceiling_area_sqft=ceiling_area_sqft,
            code_reference=code_reference,
            net_area_sqft=net_area_sqft,
            net_wall_area_sqft=net_wall_area_sqft,
            openings_sqft=openings_sqft,
            sheet_area_sqft=sheet_area_sqft,
            sheets=sheets,
            wall_area_sqft=wall_area_sqft,
            waste_pct_applied=waste_pct_applied,
            schemas=schemas,
        )


        calc_drywall_sheets_output.additional_properties = d
        return calc_drywall_sheets_output

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
