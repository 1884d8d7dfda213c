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





T = TypeVar("T", bound="CalcFlooringCarpetOutput")



@_attrs_define
class CalcFlooringCarpetOutput:
    """ The results of calc_flooring_carpet and, unless Prefer: return=minimal, the input and output schemas.

        Attributes:
            code_reference (str): The residential carpet installation standard.
            fill_pieces (int): Strips cut side by side from the roll and laid end to end to make the fill (12 / fill width);
                0 when none.
            fill_width_ft (float): Width of the fill strip beside the full runs, rounded up to 1, 2, 3, 4, 6 or 12 ft so it
                divides the roll; 0 when none.
            full_width_drops (int): Full 12 ft wide runs, each as long as the room.
            linear_ft (float): Length of 12 ft roll to buy, ft: full runs x length + length x fill width / 12.
            linear_ft_if_turned (float): Roll length needed if the carpet ran the other way, ft (for comparison; pile
                direction decides).
            purchase_sqyd (float): Carpet to buy: 12 x linear_ft / 9, yd².
            roll_width_ft (float): Roll width the layout uses, ft.
            room_sqyd (float): Room area, yd².
            seam_waste_sqyd (float): Carpet bought beyond the room area (roll-width and seam waste), yd².
            waste_pct (float): seam_waste_sqyd as a percentage of the room area.
            schemas (CalculatorSchemas | Unset): The calculator's JSON Schemas (2020-12).
     """

    code_reference: str
    fill_pieces: int
    fill_width_ft: float
    full_width_drops: int
    linear_ft: float
    linear_ft_if_turned: float
    purchase_sqyd: float
    roll_width_ft: float
    room_sqyd: float
    seam_waste_sqyd: float
    waste_pct: float
    schemas: CalculatorSchemas | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.calculator_schemas import CalculatorSchemas
        code_reference = self.code_reference

        fill_pieces = self.fill_pieces

        fill_width_ft = self.fill_width_ft

        full_width_drops = self.full_width_drops

        linear_ft = self.linear_ft

        linear_ft_if_turned = self.linear_ft_if_turned

        purchase_sqyd = self.purchase_sqyd

        roll_width_ft = self.roll_width_ft

        room_sqyd = self.room_sqyd

        seam_waste_sqyd = self.seam_waste_sqyd

        waste_pct = self.waste_pct

        schemas: dict[str, Any] | Unset = UNSET
        if not isinstance(self.schemas, Unset):
            schemas = self.schemas.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "code_reference": code_reference,
            "fill_pieces": fill_pieces,
            "fill_width_ft": fill_width_ft,
            "full_width_drops": full_width_drops,
            "linear_ft": linear_ft,
            "linear_ft_if_turned": linear_ft_if_turned,
            "purchase_sqyd": purchase_sqyd,
            "roll_width_ft": roll_width_ft,
            "room_sqyd": room_sqyd,
            "seam_waste_sqyd": seam_waste_sqyd,
            "waste_pct": waste_pct,
        })
        if schemas is not UNSET:
            field_dict["schemas"] = schemas

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.calculator_schemas import CalculatorSchemas
        d = dict(src_dict)
        code_reference = d.pop("code_reference")

        fill_pieces = d.pop("fill_pieces")

        fill_width_ft = d.pop("fill_width_ft")

        full_width_drops = d.pop("full_width_drops")

        linear_ft = d.pop("linear_ft")

        linear_ft_if_turned = d.pop("linear_ft_if_turned")

        purchase_sqyd = d.pop("purchase_sqyd")

        roll_width_ft = d.pop("roll_width_ft")

        room_sqyd = d.pop("room_sqyd")

        seam_waste_sqyd = d.pop("seam_waste_sqyd")

        waste_pct = d.pop("waste_pct")

        _schemas = d.pop("schemas", UNSET)
        schemas: CalculatorSchemas | Unset
        if isinstance(_schemas,  Unset):
            schemas = UNSET
        else:
            schemas = CalculatorSchemas.from_dict(_schemas)




        calc_flooring_carpet_output = cls(
            code_reference=code_reference,
            fill_pieces=fill_pieces,
            fill_width_ft=fill_width_ft,
            full_width_drops=full_width_drops,
            linear_ft=linear_ft,
            linear_ft_if_turned=linear_ft_if_turned,
            purchase_sqyd=purchase_sqyd,
            roll_width_ft=roll_width_ft,
            room_sqyd=room_sqyd,
            seam_waste_sqyd=seam_waste_sqyd,
            waste_pct=waste_pct,
            schemas=schemas,
        )


        calc_flooring_carpet_output.additional_properties = d
        return calc_flooring_carpet_output

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
